// Moves a row's hover tools to a spot that hides none of the row's controls or times, measured
// the moment the row is hovered or focused, before the tools are painted.
import { rowToolsSpot, type Box } from './row-tools-spot';

const CONTROLS = 'time, button, a[href], input, select, textarea, summary, [role=button]';

const boxIn = (el: Element, row: DOMRect): Box => {
  const b = el.getBoundingClientRect();
  return { left: b.left - row.left, top: b.top - row.top, width: b.width, height: b.height };
};

/** The row's own times and controls; a toggle as wide as the row is read as its text. */
function keepClear(row: HTMLElement, tools: HTMLElement, rowBox: DOMRect): Box[] {
  return [...row.querySelectorAll(CONTROLS)]
    .filter((el) => !tools.contains(el))
    .map((el) => ({ el, box: boxIn(el, rowBox) }))
    .filter(
      ({ el, box }) => box.width > 0 && (el.tagName === 'TIME' || box.width < rowBox.width / 2),
    )
    .map(({ box }) => box);
}

/** Places `tools` (absolute, inside `row`) by its right and bottom offsets. */
export function placeRowTools(row: HTMLElement, tools: HTMLElement): void {
  const rowBox = row.getBoundingClientRect();
  const size = { width: tools.offsetWidth, height: tools.offsetHeight };
  const spot = rowToolsSpot(rowBox, size, keepClear(row, tools, rowBox));
  tools.style.right = `${rowBox.width - spot.left - spot.width}px`;
  tools.style.bottom = `${rowBox.height - spot.top - spot.height}px`;
}
