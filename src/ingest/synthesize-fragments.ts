// Trace files hold no fragments (PROTOCOL.md §10), so a Trace replayed as live would show each
// message whole. This adds what a streaming producer would have sent before each complete
// message (start, deltas, stop; §4), paced at a chosen token rate, to watch a Trace stream.
import type { AnyEnvelope, ModelEnvelope, PartialPayload } from '../protocol/types';
import { timeOf } from './replay';
import type { SseItem } from './types';

/** Characters per token, the usual rough figure for English text and code. */
const CHARS_PER_TOKEN = 4;
/** Tokens per delta: a producer sends a few at a time. */
const TOKENS_PER_DELTA = 3;

function partialsFor(env: AnyEnvelope):
  | {
      whole: string;
      make: (piece: string, event_type: 'start' | 'delta' | 'stop') => PartialPayload;
    }
  | undefined {
  if (env.type !== 'model_msg') return undefined;
  // A known payload type: validated against its shape on the way in.
  const p = (env as ModelEnvelope).payload;
  switch (p.type) {
    case 'text':
      return {
        whole: p.text,
        make: (text, event_type) => ({ type: 'partial_text', role: p.role, event_type, text }),
      };
    case 'thinking':
      return {
        whole: p.thinking,
        make: (thinking, event_type) => ({ type: 'partial_thinking', event_type, thinking }),
      };
    case 'tool_call':
      return {
        whole: p.arguments,
        make: (args, event_type) => ({
          type: 'partial_tool_call',
          event_type,
          name: event_type === 'start' ? p.name : '',
          arguments: args,
          tool_call_id: p.tool_call_id,
        }),
      };
    case 'tool_call_output':
      return {
        whole: p.output,
        make: (output, event_type) => ({
          type: 'partial_tool_call_output',
          event_type,
          output,
          tool_call_id: p.tool_call_id,
        }),
      };
    default:
      return undefined;
  }
}

/**
 * The items with fragments before each complete message, and the time of every item (ms): the
 * pieces take `length / CHARS_PER_TOKEN / tokensPerSecond` seconds and push later items back
 * by as much, so the recorded gaps between messages stay as they were.
 */
export function synthesizeFragments(
  items: readonly SseItem[],
  tokensPerSecond: number,
): { items: SseItem[]; times: (number | undefined)[] } {
  const out: SseItem[] = [];
  const times: (number | undefined)[] = [];
  const msPerDelta = (TOKENS_PER_DELTA * 1000) / Math.max(tokensPerSecond, 0.001);
  let shift = 0;
  let last = 0;
  for (const item of items) {
    const own = timeOf(item);
    if (own !== undefined) last = own;
    const spec = item.kind === 'record' ? partialsFor(item.envelope) : undefined;
    if (item.kind !== 'record' || !spec || spec.whole === '') {
      out.push(item);
      times.push(own === undefined ? undefined : own + shift);
      continue;
    }
    const env = item.envelope;
    const base = {
      timestamp: env.timestamp,
      type: 'model_msg' as const,
      ...(env.origin ? { origin: env.origin } : {}),
    };
    const piece = (payload: PartialPayload, at: number) => {
      out.push({
        kind: 'record',
        envelope: { ...base, payload },
        known: true,
        at: item.at,
        synthesized: true,
      });
      times.push(at);
    };
    let t = last + shift;
    piece(spec.make('', 'start'), t);
    const size = CHARS_PER_TOKEN * TOKENS_PER_DELTA;
    for (let at = 0; at < spec.whole.length; at += size) {
      t += msPerDelta;
      piece(spec.make(spec.whole.slice(at, at + size), 'delta'), t);
    }
    piece(spec.make('', 'stop'), t);
    out.push(item);
    times.push(t);
    shift = t - last;
  }
  return { items: out, times };
}
