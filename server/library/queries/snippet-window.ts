// Where a search snippet starts and ends: around the first occurrence, cut between words, and
// in JSON (a tool's error body, an error message quoting one) between tokens, never inside a
// string: a snippet of `…":"…` fragments reads as nothing.

export interface Window {
  from: number;
  to: number;
}

const space = (c: string | undefined) => c !== undefined && /\s/.test(c);

/** The JSON strings of `text` from its first `{` or `[` on, as [open quote, close quote]. */
function stringsOf(text: string, upTo: number): [number, number][] {
  const brace = text.search(/[{[]/);
  if (brace < 0 || brace >= upTo) return [];
  const spans: [number, number][] = [];
  let open = -1;
  for (let i = brace; i < upTo; i++) {
    const c = text[i];
    if (open >= 0 && c === '\\') i++;
    else if (c === '"' && open >= 0) {
      spans.push([open, i]);
      open = -1;
    } else if (c === '"') open = i;
  }
  if (open >= 0) spans.push([open, text.length]);
  return spans;
}

/** The string holding a cut at `p` (text before p, then from p): its quotes enclose the cut. */
const cutIn = (spans: readonly [number, number][], p: number) =>
  spans.find(([open, close]) => open < p && p <= close);

const startsToken = (text: string, p: number) =>
  p === 0 || (!space(text[p]) && (space(text[p - 1]) || '{[,:'.includes(text[p - 1] ?? '')));

const endsToken = (text: string, p: number) =>
  p === text.length || (!space(text[p - 1]) && (space(text[p]) || ',}]'.includes(text[p] ?? '')));

/**
 * The snippet of `text` around the occurrence [start, end): up to `before` characters before
 * it and `after` from its start, shortened to whole words and tokens. A string too long to show
 * whole is cut at a space inside it, as prose is.
 */
export function snippetWindow(
  text: string,
  start: number,
  end: number,
  before: number,
  after: number,
): Window {
  const from = Math.max(0, start - before);
  const to = Math.min(text.length, Math.max(end, start + after));
  const spans = stringsOf(text, to);
  const cuttable = (p: number) => cutIn(spans, p) === undefined;
  let first = from;
  while (first < start && !(startsToken(text, first) && cuttable(first))) first++;
  if (first === start && start > from) {
    // No whole token begins in reach: begin at a space, else where the reach ends.
    first = from;
    while (first < start && !(first === 0 || space(text[first - 1]))) first++;
    if (first === start) first = from;
  }
  let last = to;
  while (last > end && !(endsToken(text, last) && cuttable(last))) last--;
  if (last === end && end < to) {
    last = to;
    while (last > end && !(last === text.length || space(text[last]))) last--;
    if (last === end) last = to;
  }
  return { from: first, to: last };
}
