import type { SessionKey } from '../model';

/** Which stream of a session a fragment belongs to: its LLM text, thinking, or one tool's call/output. */
export type FragmentPart = 'text' | 'thinking' | 'call' | 'out';

export const fragmentKey = (
  session: SessionKey,
  part: FragmentPart,
  toolCallId?: string,
): string =>
  toolCallId === undefined ? `${session}\n${part}` : `${session}\n${part}\n${toolCallId}`;
