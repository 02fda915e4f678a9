// The groups of identical calls of a trace (same session, task, tool and arguments), folded in
// as the trace grows: each version visits only the items that changed since the last one read
// (PVec.changedSince), so a live batch costs its own items, not a pass over the trace.
// The index only grows (an item's call, once complete, never changes); what reads it checks the
// asked version's own items, so an earlier version (time travel) is answered rightly too. Each
// fold notes which groups the change touched and from which call on, so that what is derived
// from a group (a row's repeat, the problems panel's list) is made again only where it changed.
import { isPrompt } from '../outline/outline';
import { PVec } from '../pvec';
import type { Item, ItemId, SessionKey, ToolItem, TraceState } from '../model';
import { canonicalArgs } from './canonical-args';

/** The calls of one group, ascending. */
export type Group = ItemId[];

/** When a group was touched, fold by fold: each fold's number and the lowest call it changed. */
interface Touches {
  folds: number[];
  lowest: ItemId[];
}

export interface RepeatIndex {
  items: PVec<Item>;
  /** Counts the folds: an answer kept names the one it was made after. */
  fold: number;
  /** Tool items already filed under their group. */
  filed: Set<ItemId>;
  /** Each session's prompts, ascending: the task a call belongs to is the last before it. */
  prompts: Map<SessionKey, ItemId[]>;
  promptSeen: Set<ItemId>;
  /** Session → its task and tool (`${task}:${name}`) → their calls' groups. */
  buckets: Map<SessionKey, Map<string, Bucket>>;
  groupOf: Map<ItemId, Group>;
  /** The groups of more than one call: the problems panel walks them. */
  repeated: Set<Group>;
  touches: Map<Group, Touches>;
  /** The lowest call changed in each group since the problems panel's list last read them. */
  unlisted: Map<Group, ItemId>;
}

/**
 * The calls of one tool in one task, grouped by arguments. Texts are compared as written first:
 * an identical text is the common repeat, and a tool called with one text only needs no more.
 * From a second text on, every text is also written canonically (canonical-args.ts), once, so
 * that `{"a":1, "b":2}` and `{"b":2,"a":1}` share a group.
 */
interface Bucket {
  byText: Map<string, Group>;
  /** Made when a second text comes: the canonical text of each of them → its group. */
  byCanonical?: Map<string, Group>;
}

const indexes = new WeakMap<object, RepeatIndex>();

export const callDone = (it: Item | undefined): it is ToolItem =>
  it?.kind === 'tool' && it.callStatus === 'complete';

/** Where `id` is or would go in the ascending `ids`: the count of those below it. */
export function firstAtLeast(ids: readonly ItemId[], id: ItemId): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ids[mid] as ItemId) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(ids: ItemId[], id: ItemId): void {
  let i = ids.length;
  while (i > 0 && (ids[i - 1] as ItemId) > id) i--;
  ids.splice(i, 0, id);
}

/** The group of the calls with `args` in `bucket`, made empty for new arguments. */
function groupIn(bucket: Bucket, args: string): Group {
  let group = bucket.byText.get(args);
  if (group) return group;
  if (!bucket.byCanonical && bucket.byText.size > 0) {
    bucket.byCanonical = new Map();
    for (const [text, other] of bucket.byText) bucket.byCanonical.set(canonicalArgs(text), other);
  }
  if (bucket.byCanonical) {
    const canonical = canonicalArgs(args);
    group = bucket.byCanonical.get(canonical);
    if (!group) bucket.byCanonical.set(canonical, (group = []));
  } else group = [];
  bucket.byText.set(args, group);
  return group;
}

function bucketOf(index: RepeatIndex, session: SessionKey, task: ItemId, name: string): Bucket {
  let tasks = index.buckets.get(session);
  if (!tasks) index.buckets.set(session, (tasks = new Map()));
  // The task is a number: the first colon ends it, whatever the tool's name holds.
  const key = `${task}:${name}`;
  let bucket = tasks.get(key);
  if (!bucket) tasks.set(key, (bucket = { byText: new Map() }));
  return bucket;
}

function touch(index: RepeatIndex, group: Group, id: ItemId): void {
  // A call alone in its group repeats nothing: nothing is derived from it to keep.
  if (group.length < 2) return;
  let t = index.touches.get(group);
  if (!t) index.touches.set(group, (t = { folds: [], lowest: [] }));
  const last = t.folds.length - 1;
  if (t.folds[last] === index.fold) t.lowest[last] = Math.min(t.lowest[last] as ItemId, id);
  else {
    t.folds.push(index.fold);
    t.lowest.push(id);
  }
  const unlisted = index.unlisted.get(group);
  if (unlisted === undefined || id < unlisted) index.unlisted.set(group, id);
}

/** Touches of one group read back this far; past it, an answer is simply made again. */
const TOUCHES_READ = 64;

/**
 * Whether a fold after `since` touched `group` at `id` or below it: what is derived from the
 * group's calls up to `id` may have changed. Unsure (too many folds since) reads as changed.
 */
export function touchedUpTo(index: RepeatIndex, group: Group, id: ItemId, since: number): boolean {
  const t = index.touches.get(group);
  if (!t) return false;
  for (let k = t.folds.length - 1, read = 0; k >= 0 && (t.folds[k] as number) > since; k--) {
    if ((t.lowest[k] as ItemId) <= id || ++read > TOUCHES_READ) return true;
  }
  return false;
}

function fold(index: RepeatIndex, t: TraceState): void {
  if (index.items === t.items) return;
  index.fold++;
  const tools: ToolItem[] = [];
  const changed = (i: number) => {
    const group = index.groupOf.get(i);
    if (group) touch(index, group, i);
  };
  t.items.changedSince(index.items, (i) => {
    const it = t.items.get(i);
    changed(i);
    if (!it) return;
    if (isPrompt(it) && !index.promptSeen.has(it.id)) {
      index.promptSeen.add(it.id);
      let list = index.prompts.get(it.session);
      if (!list) index.prompts.set(it.session, (list = []));
      insertSorted(list, it.id);
    } else if (callDone(it) && !index.filed.has(it.id)) tools.push(it);
  });
  // An earlier version (time travel) lacks the items after its own: of those, the filed calls
  // changed, read from whichever is fewer (a step back from a million items to a hundred).
  if (index.items.size - t.items.size <= index.groupOf.size)
    for (let i = t.items.size; i < index.items.size; i++) changed(i);
  else for (const [id, group] of index.groupOf) if (id >= t.items.size) touch(index, group, id);
  // Prompts first: a batch brings a prompt and the calls after it together.
  for (const it of tools) {
    index.filed.add(it.id);
    const prompts = index.prompts.get(it.session) ?? [];
    const task = prompts[firstAtLeast(prompts, it.id) - 1] ?? -1;
    const group = groupIn(bucketOf(index, it.session, task, it.name), it.args);
    insertSorted(group, it.id);
    index.groupOf.set(it.id, group);
    touch(index, group, it.id);
    if (group.length > 1) index.repeated.add(group);
  }
  index.items = t.items;
}

/** The index of `t`'s lineage, brought to `t`. */
export function repeatIndexOf(t: TraceState): RepeatIndex {
  let index = indexes.get(t.lineage);
  if (!index) {
    index = {
      items: PVec.empty<Item>(),
      fold: 0,
      filed: new Set(),
      prompts: new Map(),
      promptSeen: new Set(),
      buckets: new Map(),
      groupOf: new Map(),
      repeated: new Set(),
      touches: new Map(),
      unlisted: new Map(),
    };
    indexes.set(t.lineage, index);
  }
  fold(index, t);
  return index;
}
