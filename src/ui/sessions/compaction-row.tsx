// The two ends of a compaction span; what lies between is its summary and (hidden) internals.
import type { EventItem } from '../../store/model';
import { useTraceView } from '../trace-context';
import { CompactionBeginRow } from './compaction-begin-row';
import { CompactionEndRow } from './compaction-end-row';

export function CompactionRow({ item }: { item: EventItem }) {
  const info = useTraceView('compaction', item.compactionId);
  const ended = useTraceView('ended');
  if (!info) return null;
  return item.type === 'compaction_begin' && info.beginItem === item.id ? (
    <CompactionBeginRow info={info} ended={ended} />
  ) : (
    <CompactionEndRow info={info} ended={ended} />
  );
}
