// The recorded PenguinHarness stream (fixtures/penguin-session-a/stream.sse) as reducer inputs,
// repeated with fresh tool_call_ids until it is long enough to time.
import { readFileSync } from 'node:fs';
import type { FragmentEvent } from '../src/protocol/types';
import { fixturePath, SESSION_A } from '../test/support/fixtures';
import { createTraceBuilder, rec } from '../test/support/trace-builder';
import { parseSse } from '../src/ingest/parse-sse';
import type { TraceInput } from '../src/store/model';

export function referenceStream(minEvents: number): TraceInput[] {
  const text = readFileSync(fixturePath(SESSION_A + 'stream.sse'), 'utf8');
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
  const b = createTraceBuilder({ step: 0 });
  const part = (event_type: FragmentEvent, text: string) => b.makePartialText({ event_type, text });
  const out = [part('start', '')];
  for (let i = 0; i < deltas; i++) out.push(part('delta', 'tok '));
  out.push(part('stop', ''));
  return out.map((envelope) => rec(envelope));
}
