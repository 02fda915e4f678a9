// A row named the way the conversation shows it ("Turn 3 · assistant text"), for links from the
// stream debugger: an item id ("row #18") is a counter of this load that no reader can find.
import { attemptPosition } from '../store/derive/requests';
import type { Item, ItemId, TraceState } from '../store/model';
import { sessionIdOf } from '../store/session-key';

function kindOf(item: Item): string {
  switch (item.kind) {
    case 'message':
      return `${item.role} ${item.type}`;
    case 'tool':
      return `${item.name} call`;
    case 'meta':
      return 'session start';
    case 'event':
      return item.type;
    case 'subagent':
      return 'child session';
  }
}

/** "Turn 3 · assistant text", "user text in child-1"; undefined for an id the trace lacks. */
export function itemName(trace: TraceState, id: ItemId): string | undefined {
  const item = trace.items.get(id);
  if (!item) return undefined;
  const turn =
    item.requestId === undefined ? undefined : attemptPosition(trace, item.requestId)?.turn;
  const where = item.session === '' ? '' : ` in ${sessionIdOf(item.session)}`;
  return `${turn === undefined ? '' : `Turn ${turn} · `}${kindOf(item)}${where}`;
}
