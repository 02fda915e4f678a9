// The inspector's text filter on 100,000 events, one keystroke at a time. Baseline: the filter as
// it was, serialising and lower-casing every event's JSON on every keystroke.
import type { AnyEnvelope } from '../src/protocol/types';
import { EventFilterer, type EventFilter } from '../src/stream-debugger/event-filter';
import { envelopeOf, EventLog } from '../src/stream-debugger/event-log';
import { fmt, log, percentile, row, time } from './measure';

export interface FilterFigures {
  events: number;
  firstKeystrokeMs: number;
  warmUpMs: number;
  keystrokeP50Ms: number;
  keystrokeMaxMs: number;
  baseline: { what: string; keystrokeP50Ms: number };
}

function stringifyEach(log: EventLog, text: string): number {
  const needle = text.toLowerCase();
  let n = 0;
  for (let i = 0; i < log.count; i++) {
    const input = log.input(i);
    if (input && JSON.stringify(envelopeOf(input)).toLowerCase().includes(needle)) n++;
  }
  return n;
}

/** What a reader types: a word letter by letter, a slip corrected, a second word. */
const TYPED = ['r', 're', 'ret', 'retr', 'retry', 'retr', 'retri', 'retr', 'retry', 'retry o'];

export function benchInspectorFilter(envelopes: readonly AnyEnvelope[]): FilterFigures {
  const events = new EventLog();
  events.append(
    envelopes.map((envelope) => ({ kind: 'record', envelope })),
    0,
  );
  log(`\nInspector text filter, ${fmt(events.count, 0)} events (ratio: against the old filter)`);
  const filterer = new EventFilterer();
  const keystrokes = TYPED.map(
    (text) =>
      time(() => filterer.run(events, { type: '', text } satisfies EventFilter).length, 1).ms,
  );
  const [first = 0, ...rest] = keystrokes;
  const base = TYPED.slice(1, 4).map((text) => time(() => stringifyEach(events, text), 1).ms);
  const p50 = percentile(rest, 50);
  const baseP50 = percentile(base, 50);
  const warmLog = new EventLog();
  warmLog.append(
    envelopes.map((envelope) => ({ kind: 'record', envelope })),
    0,
  );
  const warm = time(() => warmLog.warmSearch(Infinity), 1).ms;
  row('search text made ahead (8 ms slices, panel open)', `${fmt(warm)} ms total`);
  row('first keystroke when not made ahead', `${fmt(first)} ms`);
  row('keystroke p50', `${fmt(p50, 2)} ms`, `${fmt(baseP50)} ms`, p50 / baseP50);
  row('keystroke max after the first', `${fmt(Math.max(...rest), 2)} ms`);
  return {
    events: events.count,
    firstKeystrokeMs: first,
    warmUpMs: warm,
    keystrokeP50Ms: p50,
    keystrokeMaxMs: Math.max(...rest),
    baseline: {
      what: 'JSON.stringify + toLowerCase of every event per keystroke',
      keystrokeP50Ms: baseP50,
    },
  };
}
