// The reference capture as store inputs, for the stream debugger's unit tests.
import { batchInputs } from '../../src/ingest/batch-inputs';
import { TextTraceReader } from '../../src/ingest/text-trace-reader';
import type { TraceInput } from '../../src/store/model';
import { SESSION_A, TRACE_FILES, readFixture } from './fixtures';

/** The capture's 235 events, without its one comment (the recorder's header). */
export function captureInputs(): TraceInput[] {
  const reader = new TextTraceReader('stream.sse');
  const text = readFixture(`${SESSION_A}stream.sse`);
  return [reader.push(text), reader.finish()]
    .flatMap(batchInputs)
    .filter((i) => i.kind !== 'comment');
}

export function traceTexts(): { name: string; text: string }[] {
  return TRACE_FILES.map((name) => ({ name, text: readFixture(SESSION_A + name) }));
}
