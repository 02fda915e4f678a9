// A loop of identical calls: the same tool with the same arguments, called again within one task
// (from a user prompt to the next) of one session. An agent that reads the same file five times
// and gets the same text learned nothing from the last four reads, which is what a reader
// debugging it looks for; tests run again after an edit answer otherwise (repeat-answer.ts).
//
// Folded in as the trace grows: each version visits only the items that changed since the last
// one read (PVec.changedSince), so a live batch costs its own items, not a pass over the trace.
// The index only grows (an item's call, once complete, never changes), and each answer checks
// the asked version's own items, so an earlier version (time travel) is answered rightly too.
import { isPrompt } from '../outline/outline';
import { PVec } from '../pvec';
import type { Item, ItemId, SessionKey, ToolItem, TraceState } from '../model';
import { canonicalArgs } from './canonical-args';
import { repeatAnswer, type RepeatAnswer } from './repeat-answer';

export interface RepeatedCall {
  /** Its place among the identical calls of its task: 2 for the first repeat. */
  ordinal: number;
  /** The identical calls before it, oldest first. */
  earlier: readonly ItemId[];
  /** When each of them was called. */
  earlierAt: readonly string[];
  /** Its answer against the last of them's. */
  answer: RepeatAnswer;
}

interface Index {
  items: PVec<Item>;
  /** Tool items already filed under their group. */
  filed: Set<ItemId>;
  /** Each session's prompts, ascending: the task a call belongs to is the last before it. */
  prompts: Map<SessionKey, ItemId[]>;
  promptSeen: Set<ItemId>;
  /** Session → its task and tool (`${task}:${name}`) → their calls' groups. */
  buckets: Map<SessionKey, Map<string, Bucket>>;
  groupOf: Map<ItemId, ItemId[]>;
  /** The groups of more than one call: the problems panel walks them. */
  repeated: Set<ItemId[]>;
  /** The last entry per repeat in the problems panel's list, kept while equal. */
  wasted: Map<ItemId, WastedRepeat>;
  /** The last answer per item, kept while equal so a row's view keeps its identity. */
  answers: Map<ItemId, RepeatedCall>;
}

/**
 * The calls of one tool in one task, grouped by arguments. Texts are compared as written first:
 * an identical text is the common repeat, and a tool called with one text only needs no more.
 * From a second text on, every text is also written canonically (canonical-args.ts), once, so
 * that `{"a":1, "b":2}` and `{"b":2,"a":1}` share a group.
 */
interface Bucket {
  byText: Map<string, ItemId[]>;
  /** Made when a second text comes: the canonical text of each of them → its group. */
  byCanonical?: Map<string, ItemId[]>;
}

const indexes = new WeakMap<object, Index>();

const callDone = (it: Item | undefined): it is ToolItem =>
  it?.kind === 'tool' && it.callStatus === 'complete';

/** The last element of the ascending `ids` below `id`, or -1. */
function lastBelow(ids: readonly ItemId[], id: ItemId): ItemId {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ids[mid] as ItemId) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? (ids[lo - 1] as ItemId) : -1;
}

function insertSorted(ids: ItemId[], id: ItemId): void {
  let i = ids.length;
  while (i > 0 && (ids[i - 1] as ItemId) > id) i--;
  ids.splice(i, 0, id);
}

/** The group of the calls with `args` in `bucket`, made empty for new arguments. */
function groupIn(bucket: Bucket, args: string): ItemId[] {
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

function bucketOf(index: Index, session: SessionKey, task: ItemId, name: string): Bucket {
  let tasks = index.buckets.get(session);
  if (!tasks) index.buckets.set(session, (tasks = new Map()));
  // The task is a number: the first colon ends it, whatever the tool's name holds.
  const key = `${task}:${name}`;
  let bucket = tasks.get(key);
  if (!bucket) tasks.set(key, (bucket = { byText: new Map() }));
  return bucket;
}

function fold(index: Index, t: TraceState): void {
  if (index.items === t.items) return;
  const tools: ToolItem[] = [];
  t.items.changedSince(index.items, (i) => {
    const it = t.items.get(i);
    if (!it) return;
    if (isPrompt(it) && !index.promptSeen.has(it.id)) {
      index.promptSeen.add(it.id);
      let list = index.prompts.get(it.session);
      if (!list) index.prompts.set(it.session, (list = []));
      insertSorted(list, it.id);
    } else if (callDone(it) && !index.filed.has(it.id)) tools.push(it);
  });
  // Prompts first: a batch brings a prompt and the calls after it together.
  for (const it of tools) {
    index.filed.add(it.id);
    const task = lastBelow(index.prompts.get(it.session) ?? [], it.id);
    const group = groupIn(bucketOf(index, it.session, task, it.name), it.args);
    insertSorted(group, it.id);
    index.groupOf.set(it.id, group);
    if (group.length > 1) index.repeated.add(group);
  }
  index.items = t.items;
}

function indexOf(t: TraceState): Index {
  let index = indexes.get(t.lineage);
  if (!index) {
    index = {
      items: PVec.empty<Item>(),
      filed: new Set(),
      prompts: new Map(),
      promptSeen: new Set(),
      buckets: new Map(),
      groupOf: new Map(),
      repeated: new Set(),
      wasted: new Map(),
      answers: new Map(),
    };
    indexes.set(t.lineage, index);
  }
  fold(index, t);
  return index;
}

/** The identical calls before this one in its task, when there are any. */
export function repeatedCall(t: TraceState, id: ItemId): RepeatedCall | undefined {
  const call = t.items.get(id);
  if (!callDone(call)) return undefined;
  const index = indexOf(t);
  const group = index.groupOf.get(id);
  if (!group || group[0] === id) return undefined;
  const earlier = group.filter((e) => e < id && callDone(t.items.get(e)));
  const last = earlier[earlier.length - 1];
  if (last === undefined) return undefined;
  const answer = repeatAnswer(call, t.items.get(last) as ToolItem, t.ended);
  const known = index.answers.get(id);
  const same = known?.answer === answer && known.earlier.length === earlier.length;
  if (known && same && known.earlier.every((e, i) => e === earlier[i])) return known;
  const earlierAt = earlier.map((e) => {
    const it = t.items.get(e) as ToolItem;
    return it.callTimestamp ?? it.timestamp;
  });
  const repeat = { ordinal: earlier.length + 1, earlier, earlierAt, answer };
  index.answers.set(id, repeat);
  return repeat;
}

/** A repeat that got the same answer as the identical call before it. */
export interface WastedRepeat {
  id: ItemId;
  /** The identical call before it, whose answer it got again. */
  before: ItemId;
  ordinal: number;
}

/** By items, for the source's end too: a call running when it ended then has no answer. */
const wasted = new WeakMap<TraceState['items'], { ended: boolean; list: WastedRepeat[] }>();

/**
 * The repeats that got the same answer as the call before them, in the trace's order: the
 * problems panel lists them. One walk of each group of identical calls, so a loop of thousands
 * costs its length, not its square (repeatedCall lists every earlier call); the same list while
 * the items are, and each entry the same object while it is equal.
 */
export function wastedRepeats(t: TraceState): readonly WastedRepeat[] {
  const kept = wasted.get(t.items);
  if (kept?.ended === t.ended) return kept.list;
  const index = indexOf(t);
  const list: WastedRepeat[] = [];
  for (const group of index.repeated) {
    let before: ToolItem | undefined;
    let ordinal = 0;
    for (const id of group) {
      const call = t.items.get(id);
      if (!callDone(call)) continue;
      ordinal++;
      if (before && repeatAnswer(call, before, t.ended) === 'same') {
        const known = index.wasted.get(id);
        const entry =
          known?.before === before.id && known.ordinal === ordinal
            ? known
            : { id, before: before.id, ordinal };
        index.wasted.set(id, entry);
        list.push(entry);
      }
      before = call;
    }
  }
  list.sort((a, b) => a.id - b.id);
  wasted.set(t.items, { ended: t.ended, list });
  return list;
}
