// One committed item as the messages a model receives: sizes and a preview.
import { isDataValue, keptValueOf, valueLength, valueStart } from '../protocol/kept-value';
import type { ItemId, MessageItem, ToolItem } from '../store/model';
import { estimateTokens, type ContextMessage, type ContextPartKind } from './model-context';

const PREVIEW = 160;

/** Decoded size of base64 text (a data URL, one kept in its file, or bare base64). */
export function base64Bytes(data: string): number {
  const kept = keptValueOf(data);
  const head = kept ? kept.head.length : data.startsWith('data:') ? data.indexOf(',') + 1 : 0;
  return Math.floor(((valueLength(data) - head) * 3) / 4);
}

function part(
  key: string,
  itemId: ItemId,
  role: 'user' | 'assistant',
  kind: ContextPartKind,
  text: string,
  binaryBytes: number,
  requestId: number | undefined,
): ContextMessage {
  return {
    key,
    itemId,
    role,
    kind,
    // A long tool output may be left in its file: its reference knows its length and start.
    preview: valueStart(text, PREVIEW),
    chars: valueLength(text),
    tokens: estimateTokens(valueLength(text)),
    binaryBytes,
    ...(requestId !== undefined ? { requestId } : {}),
  };
}

export function messagePart(item: MessageItem, kind?: 'summary'): ContextMessage {
  const p = item.envelope.payload;
  const id = String(item.id);
  if (kind === 'summary') return part(id, item.id, 'user', 'summary', item.content, 0, undefined);
  switch (p.type) {
    case 'image_url':
      return isDataValue(p.image_url)
        ? part(id, item.id, item.role, item.type, '', base64Bytes(p.image_url), item.requestId)
        : part(id, item.id, item.role, item.type, p.image_url, 0, item.requestId);
    case 'inline_data':
    case 'inline_thinking':
      return part(id, item.id, item.role, item.type, '', base64Bytes(p.data), item.requestId);
    default:
      return part(id, item.id, item.role, item.type, item.content, 0, item.requestId);
  }
}

export function toolCallPart(item: ToolItem): ContextMessage {
  const m = part(`${item.id}`, item.id, 'assistant', 'tool_call', item.args, 0, item.requestId);
  // The name is sent with the arguments; the preview names the tool first.
  const chars = m.chars + item.name.length;
  return { ...m, preview: `${item.name}(${m.preview})`, chars, tokens: estimateTokens(chars) };
}

export function toolOutputPart(item: ToolItem): ContextMessage {
  const images = (item.outputImages ?? []).reduce((n, url) => n + base64Bytes(url), 0);
  return part(
    `${item.id}:output`,
    item.id,
    'user',
    'tool_call_output',
    item.outputText,
    images,
    undefined,
  );
}
