import type { AbortPayload, EventEnvelope } from '../../protocol/types';
import type { Draft } from '../draft';
import type { Loc } from '../model';
import { closeSessionFragments } from './fragments';
import { addEvent, recordSession } from './sessions';

/** The user interrupted: the last message of that run; anything still streaming is cut off. */
export function applyAbort(d: Draft, env: EventEnvelope<AbortPayload>, at: Loc | undefined): void {
  const s = recordSession(d, env);
  s.aborted = true;
  s.newTurn = 'abort';
  s.abortReason = env.payload.reason ?? null;
  closeSessionFragments(d, s.key, 'aborted', at, { llmOnly: false, report: false });
  addEvent(d, s.key, env, at);
}
