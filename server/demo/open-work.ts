import type { JsonObject } from '../../src/protocol/types';
import { CONTENT_FIELD } from '../session-history';
import type { Draft } from './steps';

interface Fragment {
  start: JsonObject;
  content: string;
  origin?: string[];
}

/** A fragment as the session's history holds it open: its start carrying the content so far. */
function fragmentOf(env: Record<string, unknown>): Fragment {
  const start = env.payload as JsonObject;
  const origin = Array.isArray(env.origin) ? (env.origin as string[]) : undefined;
  const content = String(start[CONTENT_FIELD[String(start.type)] ?? ''] ?? '');
  return { start, content, ...(origin ? { origin } : {}) };
}

/** A call's output when a user abort stops it before it ran or finished. */
export const ABORTED_OUTPUT = 'Tool call aborted by user.';

const key = (origin: string[] | undefined) => (origin ?? []).join('/');

/** A committed call with no output yet: waiting for its approval, or running. */
interface OpenCall {
  id: string;
  origin?: string[];
}

const callKey = (origin: string[] | undefined, id: unknown) => `${key(origin)}|${String(id)}`;

/**
 * What the stream has left open, so a user abort can close it as the real producer does
 * (PROTOCOL.md §12): each open fragment (the session's history holds them) stops `aborted` and is
 * followed by its complete message holding the prefix; each committed call with no output yet (one
 * waiting for its approval, or running) gets its one output (§9), `aborted`; each open request
 * ends `aborted` without token_usage, and an `abort` record closes the run.
 */
export class OpenWork {
  private readonly requests = new Map<string, string[] | undefined>();
  private readonly calls = new Map<string, OpenCall>();

  see(draft: Draft): void {
    const { type, tool_call_id: id } = draft.payload;
    if (type === 'request_begin') this.requests.set(key(draft.origin), draft.origin);
    if (type === 'request_end') this.requests.delete(key(draft.origin));
    if (type === 'tool_call' && typeof id === 'string')
      this.calls.set(callKey(draft.origin, id), { id, ...at(draft) });
    if (type === 'tool_call_output') this.calls.delete(callKey(draft.origin, id));
  }

  /**
   * The records that close everything open, in stream order, given the fragments the history
   * holds open (`SessionHistory.fragments`); forgets the requests they close.
   */
  abort(fragments: readonly Record<string, unknown>[]): Draft[] {
    const out: Draft[] = [];
    for (const f of fragments.map(fragmentOf)) {
      const field = CONTENT_FIELD[String(f.start.type)] ?? '';
      const stop = { ...f.start, event_type: 'stop', [field]: '', stop_reason: 'aborted' };
      if ('name' in stop) stop.name = '';
      out.push(model(f, stop), model(f, { ...twin(f), stop_reason: 'aborted' }));
      // An output that was streaming is closed by its twin.
      if (f.start.type === 'partial_tool_call_output')
        this.calls.delete(callKey(f.origin, f.start.tool_call_id));
    }
    for (const call of this.calls.values()) {
      const output = { type: 'tool_call_output', role: 'user', output: ABORTED_OUTPUT };
      out.push(model(call, { ...output, tool_call_id: call.id, stop_reason: 'aborted' }));
    }
    this.calls.clear();
    for (const origin of this.requests.values())
      out.push({
        type: 'event_msg',
        payload: { type: 'request_end', status: 'aborted' },
        ...at({ origin }),
      });
    out.push({ type: 'event_msg', payload: { type: 'abort', reason: null } });
    this.requests.clear();
    return out;
  }
}

const at = (d: { origin?: string[] | undefined }) => (d.origin ? { origin: d.origin } : {});

const model = (f: { origin?: string[] }, payload: JsonObject): Draft => ({
  type: 'model_msg',
  payload,
  ...at(f),
});

/** The complete message of a fragment, its fields in the real producer's order. */
function twin(f: Fragment): JsonObject {
  const { start, content } = f;
  const role = start.role ?? 'assistant';
  switch (start.type) {
    case 'partial_tool_call':
      return {
        type: 'tool_call',
        role,
        name: start.name ?? '',
        arguments: content,
        tool_call_id: start.tool_call_id ?? '',
      };
    case 'partial_tool_call_output':
      return {
        type: 'tool_call_output',
        role,
        output: content,
        tool_call_id: start.tool_call_id ?? '',
      };
    case 'partial_thinking':
      return { type: 'thinking', role, thinking: content };
    default:
      return { type: 'text', role, text: content };
  }
}
