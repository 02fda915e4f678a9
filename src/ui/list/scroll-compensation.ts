// Measuring rows cheaply on very long lists. When a measured row above the viewport changes
// size the virtualizer moves the scroll position to compensate, and from then on re-lays every
// row (all 100,000) for each further row of the same batch. After a jump (scrollbar drag, "go to
// end") the reader has not seen the rows around the landing point, so there is nothing to keep
// still: compensation is skipped there and kept for ordinary scrolling, where it matters.
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';

type ListVirtualizer = Virtualizer<HTMLDivElement, Element>;

export function isJump(previousTop: number, top: number, viewport: number): boolean {
  return Math.abs(top - previousTop) > viewport;
}

/** The library's own rule (virtual-core resizeItem), unless the last scroll was a jump. */
export function shouldCompensate(
  item: VirtualItem,
  instance: ListVirtualizer,
  jumped: boolean,
): boolean {
  if (jumped) return false;
  const offset = instance.scrollOffset ?? 0;
  if (!instance.itemSizeCache.has(item.key)) return item.start < offset;
  return item.end <= offset && instance.scrollDirection !== 'backward';
}
