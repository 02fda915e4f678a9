// Replay at 100×: the reference capture and a 100,000-record Trace (fragments synthesized at 40
// tokens/s), on a simulated clock that clamps timers to 4 ms as browsers do for chained timers.
// Figures: simulated time to the end, deliveries to the document, CPU spent. Baseline: the same
// scheduler delivering one item per timer (`frameMs: 0`), as the replay did before.
import type { SseItem } from '../src/ingest/types';
import { Replay, type Clock } from '../src/ingest/replay';
import { playable } from '../src/live/replay-transport';
import { EventLog } from '../src/stream-debugger/event-log';
import { fmt, log, row } from './measure';

const CLAMP_MS = 4;

/** One pending timer at a time, as the replay uses it; time jumps to it. */
class SimulatedClock implements Clock {
  time = 0;
  private pending: { at: number; fn: () => void; id: number } | null = null;
  private ids = 0;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    this.pending = { at: this.time + Math.max(ms, CLAMP_MS), fn, id: ++this.ids };
    return this.ids;
  };
  clearTimeout = (id: unknown) => {
    if (this.pending?.id === id) this.pending = null;
  };
  drain(): void {
    for (let p = this.pending; p !== null; p = this.pending) {
      this.pending = null;
      this.time = p.at;
      p.fn();
    }
  }
}

interface Run {
  simulatedMs: number;
  deliveries: number;
  cpuMs: number;
}

function play(items: SseItem[], times: (number | undefined)[], frameMs?: number): Run {
  const clock = new SimulatedClock();
  const events = new EventLog();
  let deliveries = 0;
  const replay = new Replay(
    items,
    (batch) => {
      deliveries++;
      events.append(
        batch.map((i) =>
          i.kind === 'record'
            ? { kind: 'record', envelope: i.envelope }
            : i.kind === 'server'
              ? { kind: 'server', event: i.event }
              : { kind: 'comment', text: i.text },
        ),
        clock.time,
      );
    },
    { speed: 100, times, clock, ...(frameMs === undefined ? {} : { frameMs }) },
  );
  const t0 = performance.now();
  replay.play();
  clock.drain();
  return { simulatedMs: clock.time, deliveries, cpuMs: performance.now() - t0 };
}

export interface ReplayFigures {
  [name: string]: { items: number; ours: Run; baseline: Run };
}

export function benchReplay(captureText: string, traceText: string): ReplayFigures {
  log(
    `\nReplay at 100× (simulated clock, timers clamped to ${CLAMP_MS} ms; baseline: one item per timer)`,
  );
  const out: ReplayFigures = {};
  for (const [name, file, text] of [
    ['reference capture', 'stream.sse', captureText],
    ['100k-record trace', 'big.jsonl', traceText],
  ] as const) {
    const { items, times } = playable(file, text);
    const ours = play(items, times);
    const baseline = play(items, times, 0);
    row(
      `${name}: to the end (${fmt(items.length, 0)} items)`,
      `${fmt(ours.simulatedMs / 1000, 2)} s`,
      `${fmt(baseline.simulatedMs / 1000, 2)} s`,
      ours.simulatedMs / baseline.simulatedMs,
    );
    row(
      `${name}: deliveries`,
      fmt(ours.deliveries, 0),
      fmt(baseline.deliveries, 0),
      ours.deliveries / baseline.deliveries,
    );
    row(
      `${name}: CPU`,
      `${fmt(ours.cpuMs)} ms`,
      `${fmt(baseline.cpuMs)} ms`,
      ours.cpuMs / baseline.cpuMs,
    );
    out[name] = { items: items.length, ours, baseline };
  }
  return out;
}
