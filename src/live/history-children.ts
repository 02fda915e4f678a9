import { pointerIn } from '../ingest/subagent-pointers';
import type { AnyEnvelope } from '../protocol/types';

/**
 * The child sessions a history names, each once, in order: its `subagent` pointers and the
 * sessions its records came from (`origin`), the main session left out. Their titles, like the
 * main session's, went out on the stream once, maybe before the reader came.
 */
export function historyChildren(messages: readonly AnyEnvelope[], main: string): string[] {
  const found = new Set<string>();
  for (const env of messages) {
    const pointer = pointerIn(env);
    if (pointer !== null) found.add(pointer);
    for (const id of env.origin ?? []) found.add(id);
  }
  found.delete(main);
  return [...found];
}
