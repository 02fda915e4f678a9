// The filtered conversation: item rows the filters reject are left out, each run of them replaced
// by one "N hidden" row so the reader keeps their bearings. Child card headers and compaction
// toggles stay (they are the landmarks), unless the filters leave nothing under them.
import type { Item, ItemId, SessionKey, TraceState } from '../model';
import { internalItems, RowList, type Row } from '../rows';
import type { FilterIndex } from './filter-index';
import { filtering, type Filters } from './filter-state';
import { matches } from './item-class';

type HiddenRow = Extract<Row, { kind: 'hidden' }>;

/** Whether a session filter keeps this session or one below it. */
function sessionShown(t: TraceState, key: SessionKey, chosen: ReadonlySet<SessionKey>): boolean {
  if (chosen.size === 0 || chosen.has(key)) return true;
  return (t.sessions.get(key)?.children ?? []).some((c) => sessionShown(t, c, chosen));
}

interface Pass {
  base: RowList;
  filters: Filters;
  reclassified: number;
  out: Row[];
  run: HiddenRow | undefined;
  /** A compaction toggle was left out while its compaction may still gain messages. */
  open: boolean;
}

/**
 * One per list: filters each new row list, and when it only gained rows at its end (a live append)
 * and no earlier item changed class, filters only the new rows, so a frame costs its own rows.
 */
export function createRowFilter(): (
  t: TraceState,
  rows: RowList,
  index: FilterIndex,
  f: Filters,
) => RowList {
  let last: Pass | undefined;
  let result: RowList | undefined;
  return (t, rows, index, f) => {
    if (!filtering(f)) {
      last = undefined;
      return rows;
    }
    const extend =
      last !== undefined &&
      !last.open &&
      last.filters === f &&
      last.reclassified === index.reclassified &&
      rows.extends(last.base);
    if (extend && last?.base.length === rows.length && result) return result;
    const from = extend && last ? last.base.length : 0;
    const pass: Pass = {
      base: rows,
      filters: f,
      reclassified: index.reclassified,
      out: extend && last ? last.out : [],
      run: extend ? last?.run : undefined,
      open: false,
    };
    filterFrom(t, rows, from, index, pass);
    last = pass;
    result = new RowList(pass.out, pass.out.length);
    return result;
  };
}

/** An item the filters keep (or not classified yet, so not hidden for what it might be). */
function shownItem(index: FilterIndex, id: ItemId, f: Filters): boolean {
  const c = index.classOf(id);
  return !c || matches(c, f);
}

function filterFrom(t: TraceState, rows: RowList, start: number, index: FilterIndex, p: Pass) {
  const { out, filters: f } = p;
  const hide = (key: string, session: SessionKey, depth: number, from: number, count: number) => {
    const run = p.run;
    if (run && run.depth === depth && run.session === session) {
      // A new object, so the list redraws the marker; earlier lists are stale by then anyway.
      p.run = { ...run, count: run.count + count, to: Math.max(run.to, from) };
      // An open run is always the last row out.
      out[out.length - 1] = p.run;
      return;
    }
    p.run = { key: `h${key}`, kind: 'hidden', session, depth, count, from, to: from };
    out.push(p.run);
  };
  for (let i = start; i < rows.length; i++) {
    const row = rows.at(i) as Row;
    if (row.kind === 'item') {
      if (!shownItem(index, row.itemId, f)) {
        hide(row.key, row.session, row.depth, row.itemId, 1);
        continue;
      }
    } else if (row.kind === 'child' && !sessionShown(t, row.session, f.sessions)) {
      // The card goes with everything drawn inside it, as one hidden row of its parent.
      let end = i + 1;
      // A card's rows share its header's depth; the next card at that depth is a sibling.
      const inside = (r: Row) =>
        r.depth > row.depth || (r.depth === row.depth && r.kind !== 'child');
      let items = 0;
      for (; end < rows.length && inside(rows.at(end) as Row); end += 1)
        if (rows.at(end)?.kind === 'item') items += 1;
      const s = t.sessions.get(row.session);
      // The marker counts the rows the reader misses, not the card that frames them; a folded
      // card is the one row missed.
      hide(row.key, s?.parent ?? '', row.depth - 1, s?.spawnItem ?? -1, Math.max(items, 1));
      i = end - 1;
      continue;
    } else if (row.kind === 'internals') {
      const ids = internalItems(t, row.compactionId);
      let kept = 0;
      for (const id of ids) if (shownItem(index, id, f)) kept += 1;
      const c = t.compactions.get(row.compactionId);
      // Its messages may still come, and change what the toggle says or whether it stands.
      if (kept < ids.length && c?.endItem === undefined && !c?.unfinished) p.open = true;
      if (kept === 0) {
        // A folded toggle is the one row missed; an open one's messages are counted as they
        // come, hidden below it.
        if (!row.shown) hide(row.key, row.session, row.depth, ids[0] ?? -1, 1);
        continue;
      }
      if (kept < row.count) {
        // It says how many it shows: those the filters keep.
        p.run = undefined;
        out.push({ ...row, count: kept });
        continue;
      }
    }
    p.run = undefined;
    out.push(row);
  }
}

/** Whether this row draws the item, or stands for it among hidden rows. */
export function rowHolds(row: Row, item: Item): boolean {
  if (row.kind === 'item') return row.itemId === item.id;
  return (
    row.kind === 'hidden' &&
    row.session === item.session &&
    row.from <= item.id &&
    item.id <= row.to
  );
}
