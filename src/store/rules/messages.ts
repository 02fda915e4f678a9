// Complete text-like messages: they replace their open fragment in place, or are appended.
import type { CompletePayload, ModelEnvelope } from '../../protocol/types';
import { UNPLACED, type Draft } from '../draft';
import type { Loc, MessageItem, MessageType } from '../model';
import { fragmentKey } from './fragment-key';
import { placeByPrompt } from './placement';
import { recordSession } from './sessions';

type MessagePayload = Extract<CompletePayload, { type: MessageType }>;

function contentOf(p: MessagePayload): string {
  if (p.type === 'text') return p.text;
  if (p.type === 'thinking') return p.thinking;
  return '';
}

function roleOf(p: MessagePayload): 'user' | 'assistant' {
  if (p.type === 'thinking' || p.type === 'inline_thinking') return 'assistant';
  if (p.type === 'image_url') return 'user';
  return p.role === 'assistant' ? 'assistant' : 'user';
}

export function applyMessage(
  d: Draft,
  env: ModelEnvelope<MessagePayload>,
  at: Loc | undefined,
): void {
  const p = env.payload;
  const s = recordSession(d, env);
  const session = s.key;
  if (p.type === 'text' && p.role === 'user') {
    placeByPrompt(d, s, p.text);
    // A prompt between a failed request and the next opens a new turn: that one is no retry.
    // Steering joins the run it steers; a compaction's prompt is no conversation (§9); a prompt
    // echoed while a request streams (§12) waits for that request's end.
    const cur = s.currentRequest === undefined ? undefined : d.request(s.currentRequest);
    const between = cur === undefined || cur.endItem !== undefined;
    const steering = /^\s*\[user_steering\]/.test(p.text);
    if (between && s.currentCompaction === undefined && !steering && s.newTurn === undefined)
      s.newTurn = 'prompt';
  }
  const content = contentOf(p);
  const key =
    d.fragments.size > 0 && (p.type === 'text' || p.type === 'thinking')
      ? fragmentKey(session, p.type)
      : undefined;
  const fragment = key === undefined ? undefined : d.fragments.get(key);
  // A user's text echoed while the assistant streams (steering, §12) is not that stream's end.
  const open =
    fragment !== undefined && (d.item(fragment) as MessageItem).role === roleOf(p)
      ? fragment
      : undefined;
  if (key !== undefined && open !== undefined) {
    d.fragments.delete(key);
    const streamed = (d.item(open) as MessageItem).content;
    if (streamed !== content)
      d.violate(
        {
          rule: 'fragment-mismatch',
          params: { pieces: p.type, streamed: streamed.length, complete: content.length },
        },
        '§4',
        'error',
        session,
        at,
      );
    const patch: Partial<MessageItem> = {
      envelope: env,
      content,
      status: 'complete',
      role: roleOf(p),
    };
    if (p.stop_reason) patch.stopReason = p.stop_reason;
    d.update<MessageItem>(open, patch);
    return;
  }
  d.add<MessageItem>(
    {
      kind: 'message',
      session,
      type: p.type,
      role: roleOf(p),
      envelope: env,
      content,
      status: 'complete',
      timestamp: env.timestamp,
      stopReason: p.stop_reason || undefined,
      id: UNPLACED,
      requestId: undefined,
    },
    at,
  );
}
