// The recorded PenguinHarness stream (fixtures/penguin-session-a/stream.sse) as reducer inputs,
// repeated with fresh tool_call_ids until it is long enough to time.
import { readFileSync } from 'node:fs';
import { fixturePath } from '../e2e/support/fixtures';
import { parseSse } from '../src/ingest/parse-sse';
import type { TraceInput } from '../src/store/model';

export function referenceStream(minEvents: number): TraceInput[] {
  const text = readFileSync(fixturePath('stream.sse'), 'utf8');
  const out: TraceInput[] = [];
  for (let r = 0; out.length < minEvents; r++) {
    const copy = r === 0 ? text : text.replaceAll('"call_', `"call_r${r}_`);
    for (const item of parseSse('stream.sse', copy).items) {
      if (item.kind === 'record') out.push({ kind: 'record', envelope: item.envelope });
      else if (item.kind === 'server') out.push({ kind: 'server', event: item.event });
    }
  }
  return out;
}

/** One assistant text streamed as `deltas` pieces: a model flooding the page. */
export function deltaFlood(deltas: number): TraceInput[] {
  const ts = '2026-12-02T10:00:00.000Z';
  const part = (event_type: string, text: string): TraceInput => ({
    kind: 'record',
    envelope: {
      timestamp: ts,
      type: 'model_msg',
      payload: { type: 'partial_text', role: 'assistant', event_type, text },
    } as never,
  });
  const out = [part('start', '')];
  for (let i = 0; i < deltas; i++) out.push(part('delta', 'tok '));
  out.push(part('stop', ''));
  return out;
}
