import type { EventKind, PayloadOf } from '../../protocol/kinds';
import type { EventItem, MessageItem } from '../../store/model';

/** What the row of an event of type K receives: its item, and its payload as that type's. */
export interface EventRowProps<K extends EventKind> {
  item: EventItem;
  payload: PayloadOf<K>;
}

export interface MessageRowProps {
  item: MessageItem;
}
