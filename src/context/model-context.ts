// What the model received for one request (its "model context"), as the viewer reconstructs it.
import type { ToolSpec } from '../protocol/types';
import type { ItemId, SessionKey } from '../store/model';

export type ContextPartKind =
  | 'text'
  | 'thinking'
  | 'inline_thinking'
  | 'tool_call'
  | 'tool_call_output'
  | 'image_url'
  | 'inline_data'
  /** A compaction's summary standing for the transcript it replaced. */
  | 'summary';

export interface ContextMessage {
  /** Unique in a context: a tool item gives two messages, its call and its output. */
  key: string;
  itemId: ItemId;
  role: 'user' | 'assistant';
  kind: ContextPartKind;
  /** The start of its text, for a one-line view. */
  preview: string;
  /** Characters of text (binary content counted apart). */
  chars: number;
  /** Estimated: chars / 4. */
  tokens: number;
  /** Base64 content (images, inline data), decoded size; not in the token estimate. */
  binaryBytes: number;
  /** The request whose answer it was (assistant messages). */
  requestId?: number;
}

export interface SizedText {
  chars: number;
  tokens: number;
}

export interface ContextStart {
  /** 'session': from the first record; 'meta': a session_meta (a new Trace file); 'compaction':
   * a compaction's end where no session_meta followed (a live stream). */
  kind: 'session' | 'meta' | 'compaction';
  /** The item the context starts after (-1 for the session's start). */
  itemId: ItemId;
  /** The compaction this context replaced the previous one with. */
  compactionId?: number;
}

export interface ContextAttempt {
  turn: number;
  /** A compaction's own request: no turn of the conversation. */
  compaction: boolean;
  attempt: number;
  ofTurn: number;
  /** undefined while the request is open. */
  status?: string;
  committed: boolean;
}

export interface ModelContext {
  requestId: number;
  session: SessionKey;
  start: ContextStart;
  /** 1-based number of the model context in its session (a Trace file), when known. */
  context?: number;
  systemPrompt?: SizedText & { text: string };
  tools?: SizedText & { specs: readonly ToolSpec[]; itemId?: ItemId };
  messages: readonly ContextMessage[];
  attempt?: ContextAttempt;
  window?: number;
  total: SizedText & { binaryBytes: number };
  /** Input tokens the provider counted for this request (token_usage total − output). */
  reported?: number;
}

export const estimateTokens = (chars: number): number => Math.ceil(chars / 4);
