import type { JsonObject } from '../../src/protocol/types';
import type { Draft } from './steps';

const FIELD: Record<string, string> = {
  partial_text: 'text',
  partial_thinking: 'thinking',
  partial_tool_call: 'arguments',
  partial_tool_call_output: 'output',
};

interface Fragment {
  start: JsonObject;
  content: string;
  origin?: string[];
}

const key = (origin: string[] | undefined) => (origin ?? []).join('/');

/**
 * What the stream has left open (fragments, requests), so a user abort can close it as the real
 * producer does (PROTOCOL.md §12): each open fragment stops `aborted` and is followed by its
 * complete message holding the prefix, each open request ends `aborted` without token_usage, and
 * an `abort` record closes the run.
 */
export class OpenWork {
  private readonly fragments = new Map<string, Fragment>();
  private readonly requests = new Map<string, string[] | undefined>();

  see(draft: Draft): void {
    const p = draft.payload;
    const type = String(p.type);
    const field = FIELD[type];
    if (field) {
      const id = `${key(draft.origin)}|${type}|${String(p.tool_call_id ?? '')}`;
      const piece = String(p[field] ?? '');
      const open = this.fragments.get(id);
      if (p.event_type === 'start')
        this.fragments.set(id, { start: p, content: piece, ...at(draft) });
      else if (p.event_type === 'delta' && open) open.content += piece;
      else this.fragments.delete(id);
    }
    if (type === 'request_begin') this.requests.set(key(draft.origin), draft.origin);
    if (type === 'request_end') this.requests.delete(key(draft.origin));
  }

  /** The records that close everything open, in stream order; forgets what they close. */
  abort(): Draft[] {
    const out: Draft[] = [];
    for (const f of this.fragments.values()) {
      const field = FIELD[String(f.start.type)] ?? '';
      const stop = { ...f.start, event_type: 'stop', [field]: '', stop_reason: 'aborted' };
      if ('name' in stop) stop.name = '';
      out.push(model(f, stop), model(f, { ...twin(f), stop_reason: 'aborted' }));
    }
    for (const origin of this.requests.values())
      out.push({
        type: 'event_msg',
        payload: { type: 'request_end', status: 'aborted' },
        ...at({ origin }),
      });
    out.push({ type: 'event_msg', payload: { type: 'abort', reason: null } });
    this.fragments.clear();
    this.requests.clear();
    return out;
  }
}

const at = (d: { origin?: string[] | undefined }) => (d.origin ? { origin: d.origin } : {});

const model = (f: Fragment, payload: JsonObject): Draft => ({
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
