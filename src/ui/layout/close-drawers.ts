// Esc closes what is drawn over the conversation on a narrow window: the outline and the problems
// panel open there as drawers. Docked beside the list on a wide one, they stay open.
import { useLayoutStore, type LayoutId } from './layout-store';

/** Each drawer's layout id and the test id of the element it draws. */
const DRAWERS: readonly (readonly [LayoutId, string])[] = [
  ['diagnostics', 'diagnostics-panel'],
  ['outline', 'outline'],
];

/** Closes the drawers shown over the conversation; whether there was one. */
export function closeDrawers(): boolean {
  const { open, toggle } = useLayoutStore.getState();
  let closed = false;
  for (const [id, testId] of DRAWERS) {
    const el = document.querySelector(`[data-testid="${testId}"]`);
    if (open[id] !== true || !el || getComputedStyle(el).position !== 'fixed') continue;
    toggle(id, false);
    closed = true;
  }
  return closed;
}
