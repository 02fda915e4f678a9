// A live stream at 10,000 events/s into a session that already holds a large trace: each
// 16 ms frame applies ~167 fragment events. Baseline: the same events applied in one batch.
import type { AnyEnvelope } from '../src/protocol/types';
import type { TraceInput, TraceState } from '../src/store/model';
import { applyInputs } from '../src/store/reducer';
import { createRowBuilder } from '../src/store/rows';
import { createTraceBuilder } from '../test/support/trace-builder';
import { fmt, log, percentile, row, time } from './measure';
import { readFigures } from './ui-selectors';

/** Texts of 40 tokens, each followed by a tool output of 40 lines that keeps streaming. */
export function streamEvents(count: number): AnyEnvelope[] {
  const b = createTraceBuilder();
  const out: AnyEnvelope[] = [];
  let i = 0;
  while (out.length < count) {
    const tool_call_id = `live_${i++}`;
    out.push(b.makePartialText({ event_type: 'start' }));
    for (let k = 0; k < 40; k++) out.push(b.makePartialText({ text: 'token ' }));
    out.push(b.makePartialText({ event_type: 'stop' }));
    out.push(b.makeText({ text: 'token '.repeat(40) }));
    out.push(b.makePartialToolOutput({ event_type: 'start', tool_call_id }));
    for (let k = 0; k < 40; k++)
      out.push(b.makePartialToolOutput({ output: 'line\n', tool_call_id }));
  }
  return out.slice(0, count);
}

export interface StreamFigures {
  eventsPerSecond: number;
  sent: number;
  applied: number;
  /** Apply + row model + derived figures of one frame (Node, no rendering). */
  p95FrameMs: number;
  /** The same events applied in one batch, per frame of events. */
  baselineFrameMs: number;
  where: string;
}

export function benchLive(start: TraceState, seconds = 3, rate = 10_000): StreamFigures {
  const perFrame = Math.round(rate / 60);
  const events = streamEvents(rate * seconds).map((envelope): TraceInput => ({
    kind: 'record',
    envelope,
  }));
  log(
    `\nLive: ${fmt(rate, 0)} events/s for ${seconds} s on top of ${fmt(start.items.size, 0)} items (${perFrame} events per frame)`,
  );
  const frames: number[] = [];
  const totals: number[] = [];
  const rowFrames: number[] = [];
  const figureFrames: number[] = [];
  let s = start;
  const buildRows = createRowBuilder();
  const view = { collapsed: new Set<string>(), internalsShown: new Set<number>(), root: '' };
  for (let i = 0; i < events.length; i += perFrame) {
    const t0 = performance.now();
    s = applyInputs(s, events.slice(i, i + perFrame));
    const t1 = performance.now();
    buildRows(s, view);
    const t2 = performance.now();
    readFigures(s);
    frames.push(t1 - t0);
    rowFrames.push(t2 - t1);
    figureFrames.push(performance.now() - t2);
    totals.push(performance.now() - t0);
  }
  const whole = time(() => applyInputs(start, events), 1);
  const perEvent = frames.reduce((a, b) => a + b, 0) / events.length;
  row(
    'apply per frame p50 / p95 / max',
    `${fmt(percentile(frames, 50), 2)} / ${fmt(percentile(frames, 95), 2)} / ${fmt(Math.max(...frames), 2)} ms`,
  );
  row(
    'row model per frame p50 / p95',
    `${fmt(percentile(rowFrames, 50), 2)} / ${fmt(percentile(rowFrames, 95), 2)} ms`,
  );
  row(
    'derived figures per frame p50 / p95',
    `${fmt(percentile(figureFrames, 50), 2)} / ${fmt(percentile(figureFrames, 95), 2)} ms`,
  );
  row(
    'cost per event (framed)',
    `${fmt(perEvent * 1000, 2)} µs`,
    `${fmt((whole.ms / events.length) * 1000, 2)} µs one batch`,
    perEvent / (whole.ms / events.length),
  );
  row('sustainable rate (apply only)', `${fmt(1000 / perEvent, 0)} events/s`);
  const p95 = percentile(totals, 95);
  const baselineFrameMs = (whole.ms / events.length) * perFrame;
  row('frame p95 (apply + rows + figures)', `${fmt(p95, 2)} ms`, `${fmt(baselineFrameMs, 2)} ms`);
  return {
    eventsPerSecond: rate,
    sent: events.length,
    applied: s.records - start.records,
    p95FrameMs: Math.round(p95 * 100) / 100,
    baselineFrameMs: Math.round(baselineFrameMs * 100) / 100,
    where: 'node: reducer, row model and derived figures per 16 ms frame; no rendering',
  };
}
