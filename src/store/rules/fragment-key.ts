import type { SessionKey } from '../model';

/** Which stream of a session a fragment belongs to: its LLM text, thinking, or one tool's call/output. */
export type FragmentPart = 'text' | 'thinking' | 'call' | 'out';

/**
 * The last key built: deltas of one fragment come in runs, and handing the map the same string
 * spares building and hashing a fresh one per delta.
 */
let last = {
  session: '',
  part: 'text',
  toolCallId: undefined as string | undefined,
  key: '\ntext',
};

export function fragmentKey(session: SessionKey, part: FragmentPart, toolCallId?: string): string {
  if (last.session === session && last.part === part && last.toolCallId === toolCallId)
    return last.key;
  const key =
    toolCallId === undefined ? `${session}\n${part}` : `${session}\n${part}\n${toolCallId}`;
  last = { session, part, toolCallId, key };
  return key;
}
