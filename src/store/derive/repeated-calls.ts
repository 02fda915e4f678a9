// A loop of identical calls: the same tool with the same arguments, called again within one task
// (from a user prompt to the next) of one session. An agent that reads the same file five times
// and gets the same text learned nothing from the last four reads, which is what a reader
// debugging it looks for; tests run again after an edit answer otherwise (repeat-answer.ts).
import type { ItemId, ToolItem, TraceState } from '../model';
import { callDone, repeatIndexOf, touchedUpTo } from './repeat-index';
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

/**
 * A row's answer and what it was made from: the index's fold then and whether the source had
 * ended. It holds while no later fold touched the row's group at or below the row (touchedUpTo):
 * a call appended to a loop of thousands leaves the answers of the calls before it standing.
 */
interface Kept {
  repeat: RepeatedCall | undefined;
  fold: number;
  ended: boolean;
}

const kept = new WeakMap<object, Map<ItemId, Kept>>();

/** The identical calls before this one in its task, when there are any. */
export function repeatedCall(t: TraceState, id: ItemId): RepeatedCall | undefined {
  const call = t.items.get(id);
  if (!callDone(call)) return undefined;
  const index = repeatIndexOf(t);
  const group = index.groupOf.get(id);
  if (!group || group[0] === id) return undefined;
  let rows = kept.get(index);
  if (!rows) kept.set(index, (rows = new Map()));
  const known = rows.get(id);
  if (known?.ended === t.ended && !touchedUpTo(index, group, id, known.fold)) return known.repeat;
  const repeat = made(t, call, group, known?.repeat);
  rows.set(id, { repeat, fold: index.fold, ended: t.ended });
  return repeat;
}

/** The answer from the group's calls, the one `known` kept while it is equal. */
function made(
  t: TraceState,
  call: ToolItem,
  group: readonly ItemId[],
  known: RepeatedCall | undefined,
): RepeatedCall | undefined {
  const earlier = group.filter((e) => e < call.id && callDone(t.items.get(e)));
  const last = earlier[earlier.length - 1];
  if (last === undefined) return undefined;
  const answer = repeatAnswer(call, t.items.get(last) as ToolItem, t.ended);
  const sameCalls =
    known?.earlier.length === earlier.length && known.earlier.every((e, i) => e === earlier[i]);
  if (known && sameCalls) return known.answer === answer ? known : { ...known, answer };
  const earlierAt = earlier.map((e) => {
    const it = t.items.get(e) as ToolItem;
    return it.callTimestamp ?? it.timestamp;
  });
  return { ordinal: earlier.length + 1, earlier, earlierAt, answer };
}
