import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { keptTextHead, keptValueRef } from '../protocol/kept-value';
import type { AnyEnvelope } from '../protocol/types';
import { keptOutputs, withKeptOutputs } from './kept-sides';
import { compareStreamToTrace, type Side } from './stream-vs-trace';

describe('kept outputs beside a stream', () => {
  const b = createTraceBuilder();
  const output = 'line of output\n'.repeat(2_000);
  const ref = keptValueRef({
    nonce: '00112233aabbccdd',
    start: 120,
    end: 120 + output.length + 2_002,
    head: keptTextHead({ length: output.length, lines: 2_000, preview: output.slice(0, 240) }),
  });
  const call = b.makeToolCall({ name: 'cat', arguments: '{}', tool_call_id: 'c1' });
  const streamed = b.makeToolOutput({ output, tool_call_id: 'c1' });
  const kept = { ...streamed, payload: { ...streamed.payload, output: ref } } as AnyEnvelope;
  const stream: Side[] = [call, streamed].map((envelope, index) => ({ index, envelope }));
  const trace: Side[] = [call, kept].map((envelope, index) => ({ index, envelope }));

  it('compare by their text once read, and differ by reference before', () => {
    expect(keptOutputs(trace)).toEqual([ref]);
    expect(keptOutputs(stream)).toEqual([]);
    expect(compareStreamToTrace(stream, trace).differences.map((d) => d.kind)).toEqual([
      'different-content',
    ]);
    const read = withKeptOutputs(trace, new Map([[ref, output]]));
    expect(compareStreamToTrace(stream, read)).toMatchObject({ matched: 2, differences: [] });
    // Unreadable, it stays the reference it was.
    expect(withKeptOutputs(trace, new Map([[ref, null]]))).toEqual(trace);
  });
});
