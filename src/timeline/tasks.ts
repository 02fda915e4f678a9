// The tasks of the main session: each user prompt opens one, which runs until the next. A live
// stream only appends, so the tasks of the previous state are extended from where they stopped.
import type { Item, ItemId, TraceState } from '../store/model';
import type { PVec } from '../store/pvec';
import type { Task } from './types';

/** A user text that starts work: not a compaction's own prompt, not the summary a rotation carries. */
export function opensTask(item: Item): boolean {
  return (
    item.kind === 'message' &&
    item.role === 'user' &&
    item.type === 'text' &&
    item.compactionId === undefined &&
    !/^\s*[[<]context_summary[\]>]/.test(item.content)
  );
}

const labelOf = (item: Item): string =>
  item.kind === 'message' ? (item.content.trim().split('\n')[0] ?? '').slice(0, 80) : '';

interface Scan {
  /** The trace scanned: another (a resync's history) numbers its items anew. */
  lineage?: object;
  items: PVec<ItemId> | undefined;
  tasks: readonly Task[];
  /** The tasks prompts opened (none while no prompt was seen). */
  scanned: readonly Task[];
}

/** One per document: remembers its last scan, so a live append scans only the new items. */
export function taskScanner(): (trace: TraceState) => readonly Task[] {
  let last: Scan | null = null;
  return (trace) => {
    const scan = scanTasks(trace, last);
    last = scan;
    return scan.tasks;
  };
}

function scanTasks(trace: TraceState, last: Scan | null): Scan {
  const items = trace.sessions.get('')?.items;
  if (!items || items.size === 0) return { items, tasks: [], scanned: [] };
  if (last?.items === items) return last;
  const prev =
    last?.items && last.lineage === trace.lineage && sharesPrefix(last.items, items) ? last : null;
  const tasks = prev ? prev.scanned.slice() : [];
  const from = prev?.items?.size ?? 0;
  for (let i = from; i < items.size; i++) {
    const item = trace.items.get(items.get(i) as ItemId);
    if (!item || !opensTask(item)) continue;
    tasks.push({
      index: tasks.length,
      from: tasks.length === 0 ? 0 : i,
      to: i,
      label: labelOf(item),
      startedAt: Date.parse(item.timestamp),
    });
  }
  if (tasks.length === 0) {
    // No prompt yet: everything so far is one task, replaced by the first prompt's.
    const first = trace.items.get(items.get(0) as ItemId);
    const whole = {
      index: 0,
      from: 0,
      to: items.size,
      label: null,
      startedAt: parse(first?.timestamp),
    };
    return { lineage: trace.lineage, items, tasks: [whole], scanned: [] };
  }
  const closed = tasks.map((t, i) => {
    const to = (tasks[i + 1] as Task | undefined)?.from ?? items.size;
    return t.to === to ? t : { ...t, to };
  });
  return { lineage: trace.lineage, items, tasks: closed, scanned: closed };
}

/** The same session's earlier state: its last item then is still where it was. */
const sharesPrefix = (prev: PVec<ItemId>, items: PVec<ItemId>): boolean =>
  prev.size > 0 && prev.size <= items.size && prev.get(prev.size - 1) === items.get(prev.size - 1);

const parse = (ts: string | undefined): number => (ts ? Date.parse(ts) : NaN);

/** The task that holds the main session's item at `position`; the first for none (-1). */
export function taskAt(tasks: readonly Task[], position: number): number {
  return tasks.find((t) => position >= t.from && position < t.to)?.index ?? 0;
}
