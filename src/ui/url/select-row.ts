import type { RowList } from '../../store/rows';
import type { ViewStore } from '../../store/view-store';

/** A row the reader focused (clicked, reached with j/k) becomes the selected record. */
export function selectRowOf(target: Element, rows: RowList, view: ViewStore): void {
  const at = target.closest<HTMLElement>('[data-index]')?.dataset['index'];
  const row = at === undefined ? undefined : rows.at(Number(at));
  if (row?.kind === 'item') view.getState().setSelected(row.itemId);
}
