// The change from the rows the page holds to the rows just built, so that a batch posts what it
// changed and not the whole list: a million-row list is not copied to the page per batch.
import type { Row, RowList } from '../store/rows';
import type { ListSplice, RowSplice } from './protocol';

/** Rows (and outline entries) are flat records of plain fields: equal when every field is. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const ka = Object.keys(a) as (keyof T)[];
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

/**
 * The splice that turns `held` (what the page was sent) into `next`, or null when they are the
 * same. `grown` says `next` only appended to the list `held` was built from (RowList.extends),
 * so only the tail is compared.
 */
export function spliceRows(held: readonly Row[], next: RowList, grown: boolean): RowSplice | null {
  return spliceList(held, next, grown, sameFields);
}

/** The same for any list whose entries are compared by `same` (the outline's, by its fields). */
export function spliceList<T>(
  held: readonly T[],
  next: { readonly length: number; at(i: number): T | undefined },
  grown: boolean,
  same: (a: T, b: T) => boolean,
): ListSplice<T> | null {
  const common = Math.min(held.length, next.length);
  let start = grown ? common : 0;
  while (start < common && same(held[start] as T, next.at(start) as T)) start++;
  let tail = 0;
  while (
    tail < common - start &&
    same(held[held.length - 1 - tail] as T, next.at(next.length - 1 - tail) as T)
  )
    tail++;
  const deleted = held.length - start - tail;
  const rows: T[] = [];
  for (let i = start; i < next.length - tail; i++) rows.push(next.at(i) as T);
  if (deleted === 0 && rows.length === 0) return null;
  return { start, deleted, rows, length: next.length };
}

/**
 * `held` with the splice applied: the same array, grown, when the splice only appends (so a
 * list over it still extends the last one, and follow-scroll holds), else a new one.
 */
export function applySplice<T>(held: T[], splice: ListSplice<T>): T[] {
  const { start, deleted, rows } = splice;
  if (deleted === 0 && start === held.length) {
    for (const row of rows) held.push(row);
    return held;
  }
  const next = held.slice(0, start);
  for (const row of rows) next.push(row);
  for (let i = start + deleted; i < held.length; i++) next.push(held[i] as T);
  return next;
}
