// The reducer fed shuffled, cut and corrupted reference data and random valid envelopes, in
// batches of any size with ends anywhere: it never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withOrigin } from '../ingest/file-set';
import { parseJsonl } from '../ingest/parse-jsonl';
import { parseSse } from '../ingest/parse-sse';
import type { AnyEnvelope } from '../protocol/types';
import { validateEnvelope } from '../protocol/validate';
import { CHILD_ID, readFixture, SESSION_A, TRACE_FILES } from '../../test/support/fixtures';
import type { TraceInput } from './model';
import { applyInputs, initialTraceState } from './reducer';

const TRACE_INPUTS: TraceInput[] = TRACE_FILES.flatMap((name) => {
  const origin = name.startsWith(CHILD_ID) ? [CHILD_ID] : [];
  return parseJsonl(name, readFixture(SESSION_A + name)).records.map((r): TraceInput => ({
    kind: 'record',
    envelope: withOrigin(r.envelope, origin),
    at: r.at,
  }));
});
const STREAM_INPUTS: TraceInput[] = parseSse(
  'stream.sse',
  readFixture(SESSION_A + 'stream.sse'),
).items.flatMap((i): TraceInput[] =>
  i.kind === 'record'
    ? [{ kind: 'record', envelope: i.envelope }]
    : i.kind === 'server'
      ? [{ kind: 'server', event: i.event }]
      : [],
);

const PAYLOAD_TYPES = [
  'text',
  'thinking',
  'tool_call',
  'tool_call_output',
  'partial_text',
  'partial_thinking',
  'partial_tool_call',
  'partial_tool_call_output',
  'request_begin',
  'request_end',
  'approval_decision',
  'compaction_begin',
  'compaction_end',
  'subagent',
  'token_usage',
  'abort',
  'something_new',
];

/** Envelopes that pass validation with random field values: what a strange producer may send. */
const randomEnvelope: fc.Arbitrary<AnyEnvelope | null> = fc
  .record({
    type: fc.constantFrom('model_msg', 'event_msg'),
    payloadType: fc.constantFrom(...PAYLOAD_TYPES),
    fields: fc.dictionary(
      fc.constantFrom(
        'role',
        'text',
        'thinking',
        'name',
        'arguments',
        'output',
        'tool_call_id',
        'event_type',
        'status',
        'decision',
        'session_id',
        'attempt',
        'stop_reason',
      ),
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('start', 'delta', 'end', 'c1', 'c2'),
        fc.integer(),
      ),
    ),
    origin: fc.option(fc.array(fc.constantFrom('child-a', CHILD_ID), { maxLength: 2 })),
  })
  .map(({ type, payloadType, fields, origin }) => {
    const checked = validateEnvelope({
      timestamp: '2026-12-02T10:00:00.000Z',
      type,
      payload: { ...fields, type: payloadType },
      ...(origin ? { origin } : {}),
    });
    return checked.ok ? checked.value : null;
  });

describe('reducer under fuzzing', () => {
  it('never throws on shuffled, cut and interleaved reference data plus random envelopes', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(TRACE_INPUTS),
        fc.shuffledSubarray(STREAM_INPUTS),
        fc.array(randomEnvelope, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (trace, stream, randoms, cuts) => {
          const extra = randoms.flatMap((e): TraceInput[] =>
            e ? [{ kind: 'record', envelope: e }] : [],
          );
          const inputs = [...trace, ...stream, ...extra];
          for (const c of cuts) inputs.splice(c % (inputs.length + 1), 0, { kind: 'end' });
          let state = initialTraceState();
          // Fed in batches of varying size, as the store does.
          for (let i = 0; i < inputs.length; i += 7)
            state = applyInputs(state, inputs.slice(i, i + 7));
          state = applyInputs(state, [{ kind: 'end' }]);
          expect(state.items.size).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('survives a hundred thousand nested arrays in a payload', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    const inputs = ['something_new', 'text'].flatMap((type): TraceInput[] => {
      const checked = validateEnvelope({
        timestamp: '2026-12-02T10:00:00.000Z',
        type: type === 'text' ? 'model_msg' : 'event_msg',
        payload: { type, role: 'assistant', text: 'x', nested: deep },
      });
      return checked.ok ? [{ kind: 'record', envelope: checked.value }] : [];
    });
    expect(inputs).toHaveLength(2);
    expect(() => applyInputs(initialTraceState(), [...inputs, { kind: 'end' }])).not.toThrow();
  });
});
