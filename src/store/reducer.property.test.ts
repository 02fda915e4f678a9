import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyEnvelope } from '../protocol/types';
import { traceOf, rng } from '../../test/support/lanes';
import { project } from '../../test/support/project';
import {
  call,
  decide,
  end,
  event,
  fragmentsOf,
  meta,
  output,
  recs,
  text,
  begin,
  usage,
} from '../../test/support/records';
import { buildStream } from '../../test/support/scenario';
import { run } from '../../test/support/trace';
import type { TraceInput } from './model';
import { applyInputs, initialTraceState } from './reducer';

describe('reducer properties', () => {
  it('never throws, whatever the order, gaps and repeats of records', () => {
    const pool: AnyEnvelope[] = [
      meta('m'),
      meta('k', { origin: ['k'] }),
      text('user', 'u'),
      text('assistant', 'a', { origin: ['k', 'j'] }),
      ...fragmentsOf(text('assistant', 'streamed'), [3]),
      ...fragmentsOf(call('c', 'run_subagent', '{"x":1}'), [2]),
      ...fragmentsOf(output('c', 'out'), [1]),
      call('c', 'run_subagent', '{"x":1}'),
      output('c', 'out'),
      decide('c', 'allow'),
      begin(),
      end('timeout', { attempt: 1, retry_in_ms: 5 }),
      end('completed'),
      usage(1, 2),
      event({ type: 'compaction_begin', reason: 'context', mode: 'discard', context: 1, turns: 1 }),
      event({ type: 'compaction_end', reason: 'context', mode: 'discard', status: 'failed' }),
      event({ type: 'abort', reason: null }),
      event({ type: 'subagent', session_id: 'k' }),
      event({ type: 'tool_list_ready', tools: [] }),
      { timestamp: 't', type: 'event_msg', payload: { type: 'mystery' } } as never,
    ];
    const input = fc.oneof(
      fc.constantFrom(...pool).map((envelope): TraceInput => ({ kind: 'record', envelope })),
      fc.constant<TraceInput>({ kind: 'end' }),
      fc.constantFrom<TraceInput>(
        { kind: 'server', event: { type: 'task_state', state: 'running' } },
        { kind: 'server', event: { type: 'session_title', sessionId: 'k', title: 't' } },
        {
          kind: 'server',
          event: { type: 'approval_request', toolCall: call('z', 'x', '{}') as never },
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.array(input, { maxLength: 12 }), { maxLength: 8 }), (batches) => {
        let s = initialTraceState();
        for (const b of batches) s = applyInputs(s, b);
        expect(s.records).toBe(batches.flat().filter((i) => i.kind === 'record').length);
      }),
      { numRuns: 300 },
    );
  });

  it('a trace replayed as a live stream ends in the same view as the trace loaded from files', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), (seed, batch) => {
        const stream = buildStream(rng(seed));
        const fromTrace = run([...recs(traceOf(stream)), { kind: 'end' }]);
        let live = initialTraceState();
        const inputs = stream.map((envelope): TraceInput => ({ kind: 'record', envelope }));
        for (let i = 0; i < inputs.length; i += batch)
          live = applyInputs(live, inputs.slice(i, i + batch));
        live = applyInputs(live, [{ kind: 'end' }]);
        expect(project(live)).toEqual(project(fromTrace));
        expect(project(live).violations).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
