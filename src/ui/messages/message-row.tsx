import type { MessageItem } from '../../store/model';
import { MESSAGE_ROWS } from '../rows/kind-rows';

/** A model message that is not a tool call: the view of its payload type. */
export function MessageRow({ item }: { item: MessageItem }) {
  const View = MESSAGE_ROWS[item.type];
  return <View item={item} />;
}
