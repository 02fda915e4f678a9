// The same-run baseline for the reducer: a live controller in the style of a chat app's, which
// mutates one state in place (no persistence, no validation, no derived figures). It touches
// every record once as our reducer must, so the ratio shows the price of what we add.
import type { AnyEnvelope } from '../src/protocol/types';
import type { TraceInput } from '../src/store/model';

interface Msg {
  kind: string;
  text: string;
  done: boolean;
}

export function createMutableBaseline(): (inputs: readonly TraceInput[]) => number {
  const sessions = new Map<string, Msg[]>();
  const open = new Map<string, Msg>();
  const tools = new Map<string, Msg>();
  return (inputs) => {
    for (const input of inputs) {
      if (input.kind !== 'record') continue;
      const env = input.envelope as AnyEnvelope & { payload: Record<string, unknown> };
      const key = (env.origin ?? []).join('/');
      let list = sessions.get(key);
      if (!list) sessions.set(key, (list = []));
      const p = env.payload;
      const type = String(p.type);
      const piece = String(p.text ?? p.thinking ?? p.arguments ?? p.output ?? '');
      const fragKey = `${key}\n${type.replace('partial_', '')}\n${String(p.tool_call_id ?? '')}`;
      if (type.startsWith('partial_')) {
        let m = open.get(fragKey);
        if (!m || p.event_type === 'start') {
          m = { kind: type, text: '', done: false };
          open.set(fragKey, m);
          list.push(m);
        }
        m.text += piece;
        if (p.event_type === 'stop') m.done = true;
      } else if (p.tool_call_id !== undefined) {
        const id = `${key}\n${String(p.tool_call_id)}`;
        const m = tools.get(id) ?? { kind: type, text: '', done: false };
        if (!tools.has(id)) {
          tools.set(id, m);
          list.push(m);
        }
        m.text = piece;
        m.done = true;
      } else {
        const m = open.get(fragKey);
        if (m) {
          open.delete(fragKey);
          m.text = piece;
          m.done = true;
        } else list.push({ kind: type, text: piece, done: true });
      }
    }
    return sessions.size;
  };
}
