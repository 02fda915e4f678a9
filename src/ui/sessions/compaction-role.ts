// For the message component: is this message a compaction's summary or one of its internals?
import type { Item, TraceState } from '../../store/model';

export type CompactionRole = 'summary' | 'internal';

export function compactionRoleOf(t: TraceState, item: Item): CompactionRole | undefined {
  if (item.compactionId === undefined) return undefined;
  const c = t.compactions.get(item.compactionId);
  if (!c || item.id === c.beginItem || item.id === c.endItem) return undefined;
  return item.id === c.summaryItem ? 'summary' : 'internal';
}
