// The reference session (fixtures/penguin-session-a) through the reducer, as the app reads it:
// its three Trace files (the child's records under the child's origin), or its live capture.
import { expect } from 'vitest';
import { withOrigin } from '../../src/ingest/file-set';
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import { parseSse } from '../../src/ingest/parse-sse';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';
import { CHILD_ID, readFixture, SESSION_A, TRACE_FILES } from './fixtures';

/** The three Trace files' records as the app reads them: file after file, the child's last. */
export function referenceTraceInputs(): TraceInput[] {
  return TRACE_FILES.flatMap((name) => {
    const { records, diagnostics } = parseJsonl(name, readFixture(SESSION_A + name));
    expect(diagnostics).toEqual([]);
    const origin = name.startsWith(CHILD_ID) ? [CHILD_ID] : [];
    return records.map((r): TraceInput => ({
      kind: 'record',
      envelope: withOrigin(r.envelope, origin),
      at: r.at,
    }));
  });
}

export function referenceTraces(): TraceState {
  return applyInputs(initialTraceState(), [...referenceTraceInputs(), { kind: 'end' }]);
}

/** The live capture's records and server events, in the order they arrived. */
export function referenceStreamInputs(): TraceInput[] {
  const { items, diagnostics } = parseSse('stream.sse', readFixture(SESSION_A + 'stream.sse'));
  expect(diagnostics).toEqual([]);
  return items.flatMap((i): TraceInput[] =>
    i.kind === 'record'
      ? [{ kind: 'record', envelope: i.envelope }]
      : i.kind === 'server'
        ? [{ kind: 'server', event: i.event }]
        : [],
  );
}

export function referenceStream(): TraceState {
  return applyInputs(initialTraceState(), [...referenceStreamInputs(), { kind: 'end' }]);
}
