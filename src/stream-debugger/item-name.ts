// A row named the way the conversation shows it ("Turn 3 · assistant text"), for links from the
// stream debugger: an item id ("row #18") is a counter of this load that no reader can find.
// Roles, types and tool names are the trace's own; the words around them are the catalog's.
import type { Catalog } from '../i18n/catalogs';
import { attemptPosition } from '../store/derive/requests';
import type { Item, ItemId, TraceState } from '../store/model';
import { sessionIdOf } from '../store/session-key';

export type ItemNameWords = Catalog['streamDebugger']['itemName'];

function kindOf(item: Item, words: ItemNameWords): string {
  switch (item.kind) {
    case 'message':
      return `${item.role} ${item.type}`;
    case 'tool':
      return words.call(item.name);
    case 'meta':
      return words.sessionStart;
    case 'event':
      return item.type;
    case 'subagent':
      return words.childSession;
  }
}

/** What a row's name is made of: the item and its turn; undefined for an id the trace lacks. */
export function itemPlace(
  trace: TraceState,
  id: ItemId,
): { item: Item; turn: number | undefined } | undefined {
  const item = trace.items.get(id);
  if (!item) return undefined;
  const turn =
    item.requestId === undefined ? undefined : attemptPosition(trace, item.requestId)?.turn;
  return { item, turn };
}

/** "Turn 3 · assistant text", "user text in child-1". */
export function itemName(
  { item, turn }: NonNullable<ReturnType<typeof itemPlace>>,
  words: ItemNameWords,
): string {
  const where = item.session === '' ? '' : words.inSession(sessionIdOf(item.session));
  return `${turn === undefined ? '' : words.turn(turn)}${kindOf(item, words)}${where}`;
}
