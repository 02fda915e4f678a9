import { describe, expect, it } from 'vitest';
import { withOrigin } from '../ingest/file-set';
import { parseJsonl } from '../ingest/parse-jsonl';
import { CHILD_ID } from '../../test/support/fixtures';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { compareStreamToTrace, type Side } from './stream-vs-trace';
import { captureInputs, traceTexts } from '../../test/support/capture-inputs';

const { text } = createTraceBuilder();

const stream: Side[] = captureInputs().flatMap((input, index) =>
  input.kind === 'record' ? [{ index, envelope: input.envelope }] : [],
);
const trace: Side[] = traceTexts()
  .flatMap(({ name, text: t }) =>
    parseJsonl(name, t).records.map((r) =>
      name.startsWith(CHILD_ID) ? withOrigin(r.envelope, [CHILD_ID]) : r.envelope,
    ),
  )
  .map((envelope, index) => ({ index, envelope }));

describe('compareStreamToTrace', () => {
  it('finds the reference stream and its three Trace files clean, apart from known behaviours', () => {
    const result = compareStreamToTrace(stream, trace);
    const summary = result.differences.map(
      (d) =>
        `${d.kind} ${d.session.slice(-8)} ${(d.stream ?? d.trace)?.envelope.type}/${String(
          ((d.stream ?? d.trace)?.envelope.payload as { type?: unknown }).type,
        )} ${d.expected ? 'expected' : 'UNEXPECTED'}`,
    );
    expect(summary.filter((s) => s.endsWith('UNEXPECTED'))).toEqual([]);
    expect(result.clean).toBe(true);
    // Each known behaviour is named, not just waved through.
    expect(result.differences.map((d) => d.expected)).toEqual(
      expect.arrayContaining([{ kind: 'main-session-meta' }]),
    );
    expect(result.matched).toBeGreaterThan(60);
  });

  it('reports a message on one side only, different content, and a different order', () => {
    const a = text('assistant', 'one');
    const b = text('assistant', 'two');
    const c = text('assistant', 'three');
    const changed = text('assistant', 'THREE');
    changed.timestamp = c.timestamp;
    const result = compareStreamToTrace(
      [a, b, changed, text('assistant', 'extra')].map((envelope, index) => ({ index, envelope })),
      [b, a, c].map((envelope, index) => ({ index, envelope })),
    );
    expect(result.differences.map((d) => d.kind).sort()).toEqual([
      'different-content',
      'different-order',
      'stream-only',
    ]);
    expect(result.clean).toBe(false);
    expect(result.matched).toBe(1);
  });
});
