// Small factories for OmniMessage records in unit tests. Timestamps tick by 1 ms per record.
import type {
  AnyEnvelope,
  AnyServerEvent,
  CompletePayload,
  EventPayload,
  PartialPayload,
} from '../../src/protocol/types';
import type { TraceInput } from '../../src/store/model';

let clock = Date.parse('2026-12-02T10:00:00.000Z');
const ts = () => new Date(clock++).toISOString();

type O = { origin?: string[] };
const withOrigin = <T extends object>(env: T, o?: O): T =>
  o?.origin ? { ...env, origin: o.origin } : env;

export const meta = (session_id: string, o?: O & { tools?: boolean }): AnyEnvelope =>
  withOrigin(
    {
      timestamp: ts(),
      type: 'session_meta',
      payload: {
        session_id,
        provider: 'custom',
        model_id: 'fake-model',
        model_context_window: 128000,
        system_prompt: 'You are a test.',
        agent_state: '/tmp/state',
        workspace: '/tmp/ws',
        ...(o?.tools ? { tools: [{ name: 'exec_command', description: 'run' }] } : {}),
      },
    },
    o,
  );

export const model = (payload: CompletePayload | PartialPayload, o?: O): AnyEnvelope =>
  withOrigin({ timestamp: ts(), type: 'model_msg', payload }, o);

export const event = (payload: EventPayload, o?: O): AnyEnvelope =>
  withOrigin({ timestamp: ts(), type: 'event_msg', payload }, o);

export const text = (role: 'user' | 'assistant', t: string, o?: O) =>
  model({ type: 'text', role, text: t, stop_reason: 'completed' }, o);
export const thinking = (t: string, o?: O, stop_reason: 'completed' | 'malformed' = 'completed') =>
  model({ type: 'thinking', role: 'assistant', thinking: t, stop_reason }, o);
export const call = (id: string, name: string, args: string, o?: O) =>
  model({ type: 'tool_call', role: 'assistant', name, arguments: args, tool_call_id: id }, o);
export const output = (
  id: string,
  out: string,
  o?: O,
  stop_reason: 'completed' | 'aborted' = 'completed',
) =>
  model({ type: 'tool_call_output', role: 'user', output: out, tool_call_id: id, stop_reason }, o);
export const begin = (o?: O) => event({ type: 'request_begin' }, o);
export const end = (status: string, extra: Record<string, unknown> = {}, o?: O) =>
  event({ type: 'request_end', status, ...extra } as EventPayload, o);
export const decide = (id: string, decision: 'allow' | 'deny' | 'forbidden', o?: O) =>
  event({ type: 'approval_decision', decision, tool_call_id: id }, o);
const counts = (n: number) => ({ cache_read: n, cache_write: n, output: n, total: n * 3 });
export const usage = (req: number, ses: number, o?: O) =>
  event({ type: 'token_usage', request: counts(req), session: counts(ses) }, o);

/** The partial records a producer would stream before `env`, cut at the given offsets. */
export function fragmentsOf(env: AnyEnvelope, cuts: number[] = []): AnyEnvelope[] {
  const p = env.payload as CompletePayload;
  const o = env.origin ? { origin: env.origin } : undefined;
  let whole: string;
  let make: (piece: string, event_type: 'start' | 'delta' | 'stop') => PartialPayload;
  if (p.type === 'text') {
    whole = p.text;
    make = (piece, event_type) => ({ type: 'partial_text', role: p.role, event_type, text: piece });
  } else if (p.type === 'thinking') {
    whole = p.thinking;
    make = (piece, event_type) => ({ type: 'partial_thinking', event_type, thinking: piece });
  } else if (p.type === 'tool_call') {
    whole = p.arguments;
    make = (piece, event_type) => ({
      type: 'partial_tool_call',
      event_type,
      name: event_type === 'start' ? p.name : '',
      arguments: piece,
      tool_call_id: p.tool_call_id,
    });
  } else if (p.type === 'tool_call_output') {
    whole = p.output;
    make = (piece, event_type) => ({
      type: 'partial_tool_call_output',
      event_type,
      output: piece,
      tool_call_id: p.tool_call_id,
    });
  } else return [];
  const points = [...new Set(cuts.map((c) => Math.max(0, Math.min(whole.length, c))))].sort(
    (a, b) => a - b,
  );
  const pieces: string[] = [];
  let last = 0;
  for (const c of [...points, whole.length]) {
    if (c > last) pieces.push(whole.slice(last, c));
    last = Math.max(last, c);
  }
  return [
    model(make('', 'start'), o),
    ...pieces.map((piece) => model(make(piece, 'delta'), o)),
    model(make('', 'stop'), o),
  ];
}

export const rec = (envelope: AnyEnvelope, line?: number): TraceInput =>
  line === undefined
    ? { kind: 'record', envelope }
    : { kind: 'record', envelope, at: { file: 't.jsonl', line } };
export const recs = (envs: AnyEnvelope[]): TraceInput[] => envs.map((e, i) => rec(e, i + 1));
export const server = (event: AnyServerEvent): TraceInput => ({ kind: 'server', event });
