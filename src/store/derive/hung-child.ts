// A child that hung: a call inside it never got its output, and the trace was read to its end.
// Its card runs to the end of the task it was spawned in (the main session's last record before
// the next prompt: the user's abort, say), as its timeline bar does (timeline/layout.ts), rather
// than stopping at its own last record.
import { isPrompt } from '../outline/outline';
import type { ItemId, SessionKey, TraceState } from '../model';

/** A call of the session or of a child under it that never got its output. */
function waitsInTree(t: TraceState, key: SessionKey): boolean {
  const s = t.sessions.get(key);
  if (!s) return false;
  return s.tally.withoutOutput > 0 || s.children.some((c) => waitsInTree(t, c));
}

/** The time of the last record of the main session's task that holds `item`. */
function taskEndAt(t: TraceState, item: ItemId): number | undefined {
  const items = t.sessions.get('')?.items;
  if (!items) return undefined;
  const at = items.indexOfSorted(item);
  if (at < 0) return undefined;
  let to = at + 1;
  for (; to < items.size; to++) {
    const it = t.items.get(items.get(to) as ItemId);
    if (it && isPrompt(it)) break;
  }
  for (let i = to - 1; i >= at; i--) {
    const time = Date.parse(t.items.get(items.get(i) as ItemId)?.timestamp ?? '');
    if (Number.isFinite(time)) return time;
  }
  return undefined;
}

const ends = new WeakMap<TraceState, Map<SessionKey, number | undefined>>();

/** When a hung child's work ended: its task's end; undefined for any other session. */
export function hungUntil(t: TraceState, key: SessionKey): number | undefined {
  if (key === '' || !t.ended) return undefined;
  let byKey = ends.get(t);
  if (!byKey) ends.set(t, (byKey = new Map()));
  if (byKey.has(key)) return byKey.get(key);
  let end: number | undefined;
  if (waitsInTree(t, key)) {
    // The spawning call of its outermost ancestor below the main session.
    let s = t.sessions.get(key);
    while (s?.parent !== undefined && s.parent !== '') s = t.sessions.get(s.parent);
    if (s?.spawnItem !== undefined) end = taskEndAt(t, s.spawnItem);
  }
  byKey.set(key, end);
  return end;
}
