// Where a row's hover tools go: a spot on the row that hides none of its controls or times.
// Placed over the row rather than beside it, so showing them never changes a row's height
// (the virtual list measures heights) and nothing moves on hover.

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Room kept between the tools and a control they sit beside. */
const GAP = 4;

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

/**
 * The tools' top-left inside `row` (boxes relative to the row): the rightmost spot on the row's
 * bottom line, else on its top line, that overlaps none of `keepClear`; bottom right when none
 * is free (a one-line row made only of controls).
 */
export function rowToolsSpot(row: Size, tools: Size, keepClear: readonly Box[]): Box {
  const right = row.width - tools.width;
  const place = (left: number, top: number): Box => ({ left, top, ...tools });
  for (const top of [row.height - tools.height, 0]) {
    const lefts = [right, ...keepClear.map((b) => b.left - GAP - tools.width)]
      .filter((left) => left >= 0 && left <= right)
      .sort((a, b) => b - a);
    const free = lefts.find((left) => !keepClear.some((b) => overlaps(place(left, top), b)));
    if (free !== undefined) return place(free, top);
  }
  return place(right, row.height - tools.height);
}
