// The outline of a session: its tasks (user prompts), turns (a request and its retries), the
// compactions and the child sessions it spawned, in conversation order. Entries hold ids only;
// their figures are read when drawn (turn-figures.ts), so a growing trace only appends entries.
import type { Item, ItemId, SessionKey, TraceState } from '../model';

export type OutlineEntry =
  | { kind: 'task'; item: ItemId }
  /** `item` is the first request_begin of the turn, `request` its request. */
  | { kind: 'turn'; item: ItemId; request: number }
  | { kind: 'compaction'; item: ItemId }
  | { kind: 'child'; item: ItemId; child: SessionKey };

const CONTEXT_SUMMARY = /^\s*[[<]context_summary[\]>]/;

/** A user's text that starts a task: not a compaction's prompt nor a carried-over summary. */
export const isPrompt = (it: Item): boolean =>
  it.kind === 'message' &&
  it.type === 'text' &&
  it.role === 'user' &&
  it.compactionId === undefined &&
  !CONTEXT_SUMMARY.test(it.content);

const NONE: readonly OutlineEntry[] = [];

interface Built {
  /** The trace it was built from: another (a resync's history) numbers its items anew. */
  lineage: object;
  root: SessionKey;
  layout: number;
  size: number;
  lastTurn: number | undefined;
  entries: readonly OutlineEntry[];
}

/** One per panel: extends its entries as the session grows, rebuilds when its layout changes. */
export function createOutlineBuilder(): (
  t: TraceState,
  root: SessionKey,
) => readonly OutlineEntry[] {
  let built: Built | undefined;
  return (t, root) => {
    const s = t.sessions.get(root);
    if (!s) return NONE;
    const reuse =
      built?.lineage === t.lineage &&
      built.root === root &&
      built.layout === s.layout &&
      built.size <= s.items.size;
    if (reuse && built?.size === s.items.size) return built.entries;
    const added: OutlineEntry[] = [];
    let lastTurn = reuse ? built?.lastTurn : undefined;
    for (let i = reuse ? (built?.size ?? 0) : 0; i < s.items.size; i++) {
      const id = s.items.get(i) as ItemId;
      const it = t.items.get(id);
      if (!it) continue;
      if (it.compactionId !== undefined) {
        if (t.compactions.get(it.compactionId)?.beginItem === id)
          added.push({ kind: 'compaction', item: id });
        continue;
      }
      if (isPrompt(it)) added.push({ kind: 'task', item: id });
      else if (it.kind === 'event' && it.type === 'request_begin' && it.requestId !== undefined) {
        const turn = t.requests.get(it.requestId)?.turn;
        if (turn !== lastTurn) added.push({ kind: 'turn', item: id, request: it.requestId });
        lastTurn = turn;
      }
      const child = it.kind === 'tool' || it.kind === 'subagent' ? it.childKey : undefined;
      if (child !== undefined && t.sessions.get(child)?.spawnItem === id)
        added.push({ kind: 'child', item: id, child });
    }
    // A live session grows by a few items a frame and seldom by an entry: the list is copied
    // only when it grows, not at every item (a million-record session has 100,000s of entries).
    const entries =
      reuse && built ? (added.length > 0 ? [...built.entries, ...added] : built.entries) : added;
    built = { lineage: t.lineage, root, layout: s.layout, size: s.items.size, lastTurn, entries };
    return entries;
  };
}

/** The item a list row starts at (see rows.ts keys), as an item of `root`'s own timeline. */
export function rootItemOf(t: TraceState, rowKey: string, root: SessionKey): ItemId | undefined {
  const key = rowKey.startsWith('h') ? rowKey.slice(1) : rowKey;
  let id: ItemId | undefined;
  if (key.startsWith('i')) id = Number(key.slice(1));
  else if (key.startsWith('c')) id = t.sessions.get(key.slice(1))?.spawnItem;
  else if (key.startsWith('x')) id = t.compactions.get(Number(key.slice(1)))?.beginItem;
  // A row of a child stands at the place its card was spawned in the root.
  for (let it = id === undefined ? undefined : t.items.get(id); it && it.session !== root;) {
    id = t.sessions.get(it.session)?.spawnItem;
    it = id === undefined ? undefined : t.items.get(id);
  }
  return id;
}

/** The entry being read: the last one at or before `item`, or -1. */
export function currentEntry(entries: readonly OutlineEntry[], item: ItemId | undefined): number {
  if (item === undefined) return -1;
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((entries[mid] as OutlineEntry).item <= item) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** One builder per trace and root, shared by whoever asks (a worker's followed outline, a spend). */
const shared = new WeakMap<object, Map<SessionKey, ReturnType<typeof createOutlineBuilder>>>();

/** The outline of session `root`, extended from the last one asked of the same trace. */
export function outlineOf(t: TraceState, root: SessionKey): readonly OutlineEntry[] {
  let byRoot = shared.get(t.lineage);
  if (!byRoot) shared.set(t.lineage, (byRoot = new Map()));
  let build = byRoot.get(root);
  if (!build) byRoot.set(root, (build = createOutlineBuilder()));
  return build(t, root);
}
