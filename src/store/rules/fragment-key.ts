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
  key: '0:\ntext',
};

/**
 * Every fragment key of `session` begins with this, and no other session's does. Session ids and
 * tool_call_ids are the trace's own strings and may hold newlines: the session is written after
 * its length, and the part is read back from a known place.
 */
export const fragmentPrefix = (session: SessionKey): string => `${session.length}:${session}\n`;

export function fragmentKey(session: SessionKey, part: FragmentPart, toolCallId?: string): string {
  if (last.session === session && last.part === part && last.toolCallId === toolCallId)
    return last.key;
  const head = `${fragmentPrefix(session)}${part}`;
  const key = toolCallId === undefined ? head : `${head}\n${toolCallId}`;
  last = { session, part, toolCallId, key };
  return key;
}

/** The part a fragment key names. */
export function partOfKey(key: string): FragmentPart {
  const colon = key.indexOf(':');
  const from = colon + 1 + Number(key.slice(0, colon)) + 1;
  const to = key.indexOf('\n', from);
  return key.slice(from, to < 0 ? undefined : to) as FragmentPart;
}
