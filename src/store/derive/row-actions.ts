// What the keys do to one row, read from the trace: where turns start, what a row copies,
// which child it opens. Pure, so the keyboard hook only wires them.
import { attemptPosition } from './requests';
import { repeatedCall } from './repeated-calls';
import type { ItemId, SessionKey, TraceState } from '../model';
import type { ItemClass } from '../filters/item-class';
import type { Row, RowList } from '../rows';

/** A row that starts a turn: the request_begin of a turn's first attempt ("Turn N"). */
export function startsTurn(t: TraceState, row: Row | undefined): boolean {
  if (row?.kind !== 'item') return false;
  const it = t.items.get(row.itemId);
  if (it?.kind !== 'event' || it.type !== 'request_begin' || it.requestId === undefined)
    return false;
  const pos = attemptPosition(t, it.requestId);
  return pos?.attempt === 1 && !pos.compaction;
}

/** The next (or previous) turn start from row `from`, if any. */
export function turnFrom(t: TraceState, rows: RowList, from: number, back: boolean): number {
  const step = back ? -1 : 1;
  for (let i = from + step; i >= 0 && i < rows.length; i += step)
    if (startsTurn(t, rows.at(i))) return i;
  return -1;
}

/** The next (or previous) tool call from row `from` that repeats an earlier one of its task. */
export function repeatFrom(t: TraceState, rows: RowList, from: number, back: boolean): number {
  const step = back ? -1 : 1;
  for (let i = from + step; i >= 0 && i < rows.length; i += step) {
    const row = rows.at(i);
    if (row?.kind === 'item' && repeatedCall(t, row.itemId)) return i;
  }
  return -1;
}

/**
 * The next (or previous) row from row `from` that the "errors & failed attempts" filter keeps: a
 * failed request or tool call, or what a failed attempt left; -1 when there is none.
 */
export function errorFrom(
  rows: RowList,
  classOf: (id: ItemId) => ItemClass | undefined,
  from: number,
  back: boolean,
): number {
  const step = back ? -1 : 1;
  for (let i = from + step; i >= 0 && i < rows.length; i += step) {
    const row = rows.at(i);
    if (row?.kind === 'item' && classOf(row.itemId)?.statuses.includes('errors')) return i;
  }
  return -1;
}

/**
 * What `c` copies, as the pieces it joins by blank lines: the text a reader would want from the
 * row. A long output left in its file is its piece as its reference (protocol/kept-value.ts),
 * which the copy reads back.
 */
export function copyParts(t: TraceState, row: Row | undefined): string[] | undefined {
  if (!row) return undefined;
  if (row.kind !== 'item') return [row.session];
  const it = t.items.get(row.itemId);
  if (!it) return undefined;
  switch (it.kind) {
    case 'message':
      return [it.content];
    case 'tool':
      return [it.name, it.args, it.outputText].filter((s) => s !== '');
    default:
      return [JSON.stringify(it.envelope?.payload ?? {}, null, 2)];
  }
}

/** What joins the pieces of a copy. */
export const COPY_JOIN = '\n\n';

/**
 * The child session a row stands for: a card header, the call that spawned it, or else the
 * child the row sits in (a row drawn nested in its parent's list).
 */
export function childOf(t: TraceState, row: Row | undefined): SessionKey | undefined {
  if (!row) return undefined;
  if (row.kind === 'child') return row.session;
  const it = row.kind === 'item' ? t.items.get(row.itemId) : undefined;
  const spawned = it?.kind === 'tool' || it?.kind === 'subagent' ? it.childKey : undefined;
  return spawned ?? (row.depth > 0 ? row.session : undefined);
}

/** The row of a child session's card header in `rows`, or -1 (filtered out, or not under this root). */
export const childCardIndex = (rows: RowList, child: SessionKey): number =>
  rows.findIndex((r) => r.kind === 'child' && r.session === child);
