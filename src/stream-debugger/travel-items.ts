// One row under two numberings. Item ids are given in the order items are created, so a session
// read from several files numbers its rows one way in the document (file after file) and another
// in time travel (in the order written). Attributing the log's events against both states pairs
// them: the row an event made in one is the row it made in the other.
import type { ItemId, TraceState } from '../store/model';
import { Attributor, type AttributedEvents } from './attribute';
import type { EventLog } from './event-log';

export interface MatchedItems {
  /** The document's id → the id time travel gives the same row. */
  toShown: ReadonlyMap<ItemId, ItemId>;
  /** Time travel's id → the document's. */
  toLive: ReadonlyMap<ItemId, ItemId>;
}

/** Pairs the rows of the document's state with those of `travelled`, the state after every step. */
export function matchItems(log: EventLog, travelled: TraceState): MatchedItems {
  const rows: (ItemId | null | undefined)[] = [];
  const second: AttributedEvents = {
    count: log.count,
    input: (i) => log.input(i),
    segmentStart: (i) => log.segmentStart(i),
    item: (i) => rows[i],
    setItem: (i, item) => (rows[i] = item),
  };
  new Attributor().advance(second, travelled);
  const toShown = new Map<ItemId, ItemId>();
  const toLive = new Map<ItemId, ItemId>();
  for (let i = 0; i < log.count; i++) {
    const live = log.item(i);
    const shown = rows[i];
    if (live === null || live === undefined || shown === null || shown === undefined) continue;
    if (!toShown.has(live)) toShown.set(live, shown);
    if (!toLive.has(shown)) toLive.set(shown, live);
  }
  return { toShown, toLive };
}
