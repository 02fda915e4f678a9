// The change from the rows the page holds to the rows just built, so that a batch posts what it
// changed and not the whole list: a million-row list is not copied to the page per batch.
import type { Row, RowList } from '../store/rows';
import type { RowSplice } from './protocol';

/** Rows are flat records of plain fields: equal when every field is. */
function sameRow(a: Row, b: Row): boolean {
  if (a === b) return true;
  const ka = Object.keys(a) as (keyof Row)[];
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

/**
 * The splice that turns `held` (what the page was sent) into `next`, or null when they are the
 * same. `grown` says `next` only appended to the list `held` was built from (RowList.extends),
 * so only the tail is compared.
 */
export function spliceRows(held: readonly Row[], next: RowList, grown: boolean): RowSplice | null {
  const common = Math.min(held.length, next.length);
  let start = grown ? common : 0;
  while (start < common && sameRow(held[start] as Row, next.at(start) as Row)) start++;
  let tail = 0;
  while (
    tail < common - start &&
    sameRow(held[held.length - 1 - tail] as Row, next.at(next.length - 1 - tail) as Row)
  )
    tail++;
  const deleted = held.length - start - tail;
  const rows: Row[] = [];
  for (let i = start; i < next.length - tail; i++) rows.push(next.at(i) as Row);
  if (deleted === 0 && rows.length === 0) return null;
  return { start, deleted, rows, length: next.length };
}

/**
 * `held` with the splice applied: the same array, grown, when the splice only appends (so a
 * list over it still extends the last one, and follow-scroll holds), else a new one.
 */
export function applySplice(held: Row[], splice: RowSplice): Row[] {
  const { start, deleted, rows } = splice;
  if (deleted === 0 && start === held.length) {
    for (const row of rows) held.push(row);
    return held;
  }
  const next = held.slice(0, start);
  for (const row of rows) next.push(row);
  for (let i = start + deleted; i < held.length; i++) next.push(held[i] as Row);
  return next;
}
