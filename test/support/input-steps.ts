// Any one input a producer or server may send, as plain data for fast-check: records of every
// kind (fragments on their own, so starts, deltas and stops come in any order), server events and
// the end of a source. Ids and origins come from small sets so steps often meet each other.
import fc from 'fast-check';
import type { ApprovalDecision, FragmentEvent, StopReason } from '../../src/protocol/types';
import { STOP_REASONS } from '../../src/protocol/types';
import type { TraceInput } from '../../src/store/model';
import { server, type At, type TraceBuilder } from './trace-builder';

type Part = 'text' | 'thinking' | 'call' | 'out';

export type InputStep =
  | { kind: 'meta'; session: string; at: At }
  | { kind: 'text'; role: 'user' | 'assistant'; text: string; stop: StopReason; at: At }
  | { kind: 'thinking'; text: string; stop: StopReason; at: At }
  | { kind: 'call'; id: string; name: string; args: string; at: At }
  | { kind: 'output'; id: string; text: string; stop: StopReason; at: At }
  | { kind: 'fragment'; part: Part; event: FragmentEvent; id: string; piece: string; at: At }
  | { kind: 'decision'; id: string; decision: ApprovalDecision; at: At }
  | { kind: 'begin'; at: At }
  | { kind: 'end'; status: StopReason; retry: boolean; at: At }
  | { kind: 'usage'; at: At }
  | { kind: 'compaction'; begin: boolean; status: StopReason; at: At }
  | { kind: 'abort'; at: At }
  | { kind: 'subagent'; session: string; at: At }
  | { kind: 'unknown'; type: 'tool_list_ready' | 'mystery' }
  | { kind: 'server'; type: 'task_state' | 'session_title' | 'approval_request'; id: string }
  | { kind: 'source_end' };

const at: fc.Arbitrary<At> = fc.constantFrom<At>({}, { origin: ['k'] }, { origin: ['k', 'j'] });
const id = fc.constantFrom('c', 'd');
const session = fc.constantFrom('m', 'k', 'j');
const words = fc.constantFrom('', 'u', 'streamed', '{"x":1}', '🐧 γ');
const stop = fc.constantFrom<StopReason>(...STOP_REASONS);
const step = <K extends InputStep['kind']>(kind: K, fields: object = {}) =>
  fc.record({ kind: fc.constant(kind), ...fields }) as unknown as fc.Arbitrary<InputStep>;

export const inputStepArb: fc.Arbitrary<InputStep> = fc.oneof(
  step('meta', { session, at }),
  step('text', { role: fc.constantFrom('user', 'assistant'), text: words, stop, at }),
  step('thinking', { text: words, stop, at }),
  step('call', { id, name: fc.constantFrom('run_subagent', 'exec_command'), args: words, at }),
  step('output', { id, text: words, stop, at }),
  step('fragment', {
    part: fc.constantFrom<Part>('text', 'thinking', 'call', 'out'),
    event: fc.constantFrom<FragmentEvent>('start', 'delta', 'stop'),
    id,
    piece: words,
    at,
  }),
  step('decision', { id, decision: fc.constantFrom('allow', 'deny', 'forbidden'), at }),
  step('begin', { at }),
  step('end', { status: stop, retry: fc.boolean(), at }),
  step('usage', { at }),
  step('compaction', { begin: fc.boolean(), status: stop, at }),
  step('abort', { at }),
  step('subagent', { session, at }),
  step('unknown', { type: fc.constantFrom('tool_list_ready', 'mystery') }),
  // Server events and ends come as often as in a real live source's worst moments.
  {
    arbitrary: step('server', {
      type: fc.constantFrom('task_state', 'session_title', 'approval_request'),
      id,
    }),
    weight: 4,
  },
  { arbitrary: step('source_end'), weight: 4 },
);

function fragment(b: TraceBuilder, s: Extract<InputStep, { kind: 'fragment' }>) {
  const o = { event_type: s.event, ...s.at };
  switch (s.part) {
    case 'text':
      return b.makePartialText({ text: s.piece, ...o });
    case 'thinking':
      return b.makePartialThinking({ thinking: s.piece, ...o });
    case 'call':
      return b.makePartialToolCall({
        name: s.event === 'start' ? 'run_subagent' : '',
        arguments: s.piece,
        tool_call_id: s.id,
        ...o,
      });
    case 'out':
      return b.makePartialToolOutput({ output: s.piece, tool_call_id: s.id, ...o });
  }
}

/** The input a step stands for, stamped by `b`'s clock. */
export function inputOf(b: TraceBuilder, s: InputStep): TraceInput {
  const record = (envelope: ReturnType<TraceBuilder['model']>): TraceInput => ({
    kind: 'record',
    envelope,
  });
  switch (s.kind) {
    case 'meta':
      return record(b.meta(s.session, s.at));
    case 'text':
      return record(b.makeText({ role: s.role, text: s.text, stop_reason: s.stop, ...s.at }));
    case 'thinking':
      return record(b.makeThinking({ thinking: s.text, stop_reason: s.stop, ...s.at }));
    case 'call':
      return record(b.call(s.id, s.name, s.args, s.at));
    case 'output':
      return record(b.output(s.id, s.text, s.at, s.stop));
    case 'fragment':
      return record(fragment(b, s));
    case 'decision':
      return record(b.decide(s.id, s.decision, s.at));
    case 'begin':
      return record(b.begin(s.at));
    case 'end':
      return record(b.end(s.status, s.retry ? { attempt: 1, retry_in_ms: 5 } : {}, s.at));
    case 'usage':
      return record(b.usage(1, 2, s.at));
    case 'compaction':
      return record(
        s.begin
          ? b.makeCompactionBegin({ mode: 'discard', context: 1, turns: 1, ...s.at })
          : b.makeCompactionEnd({ mode: 'discard', status: s.status, ...s.at }),
      );
    case 'abort':
      return record(b.makeAbort({ ...s.at }));
    case 'subagent':
      return record(b.makeSubagent({ session_id: s.session, ...s.at }));
    case 'unknown':
      return record(
        s.type === 'mystery'
          ? ({ timestamp: 't', type: 'event_msg', payload: { type: 'mystery' } } as never)
          : b.event({ type: 'tool_list_ready', tools: [] }),
      );
    case 'server':
      return server(
        s.type === 'task_state'
          ? b.makeTaskState()
          : s.type === 'session_title'
            ? b.makeSessionTitle({ sessionId: 'k', title: 't' })
            : b.makeApprovalRequest({ tool_call_id: s.id, name: 'x' }),
      );
    case 'source_end':
      return { kind: 'end' };
  }
}
