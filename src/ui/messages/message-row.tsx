import type { MessageItem } from '../../store/model';
import { ImageUrlMessage } from './image-url-message';
import { InlineDataMessage } from './inline-data-message';
import { TextMessage } from './text-message';
import { ThinkingMessage } from './thinking-message';

/** A model message that is not a tool call: picks the view for its payload type. */
export function MessageRow({ item }: { item: MessageItem }) {
  switch (item.type) {
    case 'text':
      return <TextMessage item={item} />;
    case 'thinking':
      return <ThinkingMessage item={item} />;
    case 'inline_thinking':
    case 'inline_data':
      return <InlineDataMessage item={item} />;
    case 'image_url':
      return <ImageUrlMessage item={item} />;
  }
}
