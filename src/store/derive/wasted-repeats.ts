// The problems panel's Repeats: the repeats that got the same answer as the identical call before
// them. Asked at every live batch while the panel is open, so it follows what changed: each
// group's walk is kept, and a batch walks again only the groups it touched, from the lowest call
// it changed on (repeat-index.ts notes both); a call appended to a loop of thousands costs itself.
import type { Item, ItemId, ToolItem, TraceState } from '../model';
import type { PVec } from '../pvec';
import {
  callDone,
  firstAtLeast,
  repeatIndexOf,
  type Group,
  type RepeatIndex,
} from './repeat-index';
import { repeatAnswer } from './repeat-answer';

/** A repeat that got the same answer as the identical call before it. */
export interface WastedRepeat {
  id: ItemId;
  /** The identical call before it, whose answer it got again. */
  before: ItemId;
  ordinal: number;
}

/** One group as last walked, call by call: how many were complete so far, and its entry. */
interface GroupWalk {
  counts: number[];
  entries: (WastedRepeat | undefined)[];
}

interface Listed {
  /** The version walked, and whether its source had ended (every answer depends on it). */
  items: PVec<Item> | null;
  ended: boolean;
  walks: Map<Group, GroupWalk>;
  /** Each repeat's last entry, kept while equal so the list's entries keep their identity. */
  entries: Map<ItemId, WastedRepeat>;
  list: readonly WastedRepeat[];
}

const listed = new WeakMap<RepeatIndex, Listed>();
/** By items, for the source's end too: a call running when it ended then has no answer. */
const answered = new WeakMap<PVec<Item>, { ended: boolean; list: readonly WastedRepeat[] }>();

/**
 * The repeats that got the same answer as the call before them, in the trace's order. The same
 * list while the items are (and while what it lists is), each entry the same object while equal.
 */
export function wastedRepeats(t: TraceState): readonly WastedRepeat[] {
  const memo = answered.get(t.items);
  if (memo?.ended === t.ended) return memo.list;
  const index = repeatIndexOf(t);
  let state = listed.get(index);
  if (!state) {
    state = { items: null, ended: t.ended, walks: new Map(), entries: new Map(), list: [] };
    listed.set(index, state);
  }
  const whole = state.items === null || state.ended !== t.ended;
  const removed: WastedRepeat[] = [];
  const added: WastedRepeat[] = [];
  if (whole) {
    state.walks.clear();
    for (const group of index.repeated) walk(t, state, group, 0, removed, added);
  } else
    for (const [group, lowest] of index.unlisted)
      if (index.repeated.has(group)) walk(t, state, group, lowest, removed, added);
  index.unlisted.clear();
  state.list = whole ? added.sort(byId) : updated(state.list, removed, added);
  state.items = t.items;
  state.ended = t.ended;
  answered.set(t.items, { ended: t.ended, list: state.list });
  return state.list;
}

const byId = (a: WastedRepeat, b: WastedRepeat) => a.id - b.id;

/**
 * Walks `group` again from its call `from` on (the calls below it are as last walked), noting
 * the entries it drops and those it makes.
 */
function walk(
  t: TraceState,
  state: Listed,
  group: Group,
  from: ItemId,
  removed: WastedRepeat[],
  added: WastedRepeat[],
): void {
  let w = state.walks.get(group);
  if (!w) state.walks.set(group, (w = { counts: [], entries: [] }));
  // A call filed since the last walk touched the group at its own id, so sits at `from` or above:
  // the walk below `from` still holds. A group not walked yet is walked whole.
  const start = Math.min(firstAtLeast(group, from), w.counts.length);
  for (let i = start; i < w.entries.length; i++) {
    const e = w.entries[i];
    if (e) removed.push(e);
  }
  w.counts.length = start;
  w.entries.length = start;
  let ordinal = w.counts[start - 1] ?? 0;
  let before: ToolItem | undefined;
  for (let j = start - 1; j >= 0 && !before && (w.counts[j] ?? 0) > 0; j--) {
    const it = t.items.get(group[j] as ItemId);
    if (callDone(it)) before = it;
  }
  for (let i = start; i < group.length; i++) {
    const id = group[i] as ItemId;
    const call = t.items.get(id);
    let entry: WastedRepeat | undefined;
    if (callDone(call)) {
      ordinal++;
      if (before && repeatAnswer(call, before, t.ended) === 'same') {
        const known = state.entries.get(id);
        entry =
          known?.before === before.id && known.ordinal === ordinal
            ? known
            : { id, before: before.id, ordinal };
        state.entries.set(id, entry);
        added.push(entry);
      }
      before = call;
    }
    w.counts.push(ordinal);
    w.entries.push(entry);
  }
}

/** `list` without `removed` and with `added`, in order; `list` itself when they are the same. */
function updated(
  list: readonly WastedRepeat[],
  removed: readonly WastedRepeat[],
  added: readonly WastedRepeat[],
): readonly WastedRepeat[] {
  const before = new Set(removed);
  const after = new Set(added);
  const gone = removed.filter((e) => !after.has(e));
  const come = added.filter((e) => !before.has(e)).sort(byId);
  if (gone.length === 0 && come.length === 0) return list;
  const dropped = new Set(gone);
  // What lies below every change stays as it is: a live batch changes the end of the list.
  let lowest = Infinity;
  for (const e of [...gone, ...come]) lowest = Math.min(lowest, e.id);
  let cut = list.length;
  while (cut > 0 && (list[cut - 1] as WastedRepeat).id >= lowest) cut--;
  const out = list.slice(0, cut);
  let k = 0;
  for (let i = cut; i < list.length; i++) {
    const e = list[i] as WastedRepeat;
    if (dropped.has(e)) continue;
    while (k < come.length && (come[k] as WastedRepeat).id < e.id)
      out.push(come[k++] as WastedRepeat);
    out.push(e);
  }
  while (k < come.length) out.push(come[k++] as WastedRepeat);
  return out;
}
