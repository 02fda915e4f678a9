// The filtered conversation: item rows the filters reject are left out, each run of them replaced
// by one "N hidden" row so the reader keeps their bearings. Child card headers and compaction
// toggles stay (they are the landmarks), unless a session filter leaves nothing under a card.
import type { Item, SessionKey, TraceState } from '../model';
import { RowList, type Row } from '../rows';
import type { FilterIndex } from './filter-index';
import { filtering, type Filters } from './filter-state';
import { matches } from './item-class';

type HiddenRow = Extract<Row, { kind: 'hidden' }>;

/** Whether a session filter keeps this session or one below it. */
function sessionShown(t: TraceState, key: SessionKey, chosen: ReadonlySet<SessionKey>): boolean {
  if (chosen.size === 0 || chosen.has(key)) return true;
  return (t.sessions.get(key)?.children ?? []).some((c) => sessionShown(t, c, chosen));
}

export function filterRows(t: TraceState, rows: RowList, index: FilterIndex, f: Filters): RowList {
  if (!filtering(f)) return rows;
  const out: Row[] = [];
  let run: HiddenRow | undefined;
  const hide = (key: string, session: SessionKey, depth: number, from: number, count: number) => {
    if (run && run.depth === depth && run.session === session) {
      run.count += count;
      run.to = Math.max(run.to, from);
      return;
    }
    run = { key: `h${key}`, kind: 'hidden', session, depth, count, from, to: from };
    out.push(run);
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows.at(i) as Row;
    if (row.kind === 'item') {
      const c = index.classOf(row.itemId);
      if (c && !matches(c, f)) {
        hide(row.key, row.session, row.depth, row.itemId, 1);
        continue;
      }
    } else if (row.kind === 'child' && !sessionShown(t, row.session, f.sessions)) {
      // The card goes with everything drawn inside it, as one hidden row of its parent.
      let end = i + 1;
      // A card's rows share its header's depth; the next card at that depth is a sibling.
      const inside = (r: Row) =>
        r.depth > row.depth || (r.depth === row.depth && r.kind !== 'child');
      while (end < rows.length && inside(rows.at(end) as Row)) end += 1;
      const s = t.sessions.get(row.session);
      hide(row.key, s?.parent ?? '', row.depth - 1, s?.spawnItem ?? -1, end - i);
      i = end - 1;
      continue;
    }
    run = undefined;
    out.push(row);
  }
  return new RowList(out, out.length);
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
