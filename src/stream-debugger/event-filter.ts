// The inspector's filters over an event log, as a list of matching indices.
import type { EventLog } from './event-log';

export interface EventFilter {
  /** A record type or payload type (`model_msg`, `partial_text`, `task_state`…); '' for any. */
  type: string;
  /** An origin chain joined by '/', '' for the main session; undefined for any. */
  session?: string | undefined;
  /** Case-insensitive text searched in the event's JSON. */
  text: string;
  /** Only these events (a row's "show events"). */
  only?: readonly number[] | undefined;
}

export const NO_FILTER: EventFilter = { type: '', text: '' };

/** Whether event `i` passes; type and session compare interned codes, text the cached JSON. */
function matcher(log: EventLog, f: EventFilter): (i: number) => boolean {
  const { types, payloadTypes } = log.typeNames();
  const typeCode = types.indexOf(f.type);
  const payloadCode = payloadTypes.indexOf(f.type);
  const sessionCode = f.session === undefined ? -1 : log.sessionNames().indexOf(f.session);
  const needle = f.text.toLowerCase();
  return (i) =>
    (f.type === '' || log.typeCode(i) === typeCode || log.payloadCode(i) === payloadCode) &&
    (f.session === undefined || log.sessionCode(i) === sessionCode) &&
    (needle === '' || log.textHolds(i, needle));
}

/** The indices among `candidates` (ascending, any may be out of range) that pass. */
function keep(log: EventLog, pass: (i: number) => boolean, candidates: ArrayLike<number>) {
  const out = new Int32Array(candidates.length);
  let k = 0;
  for (let j = 0; j < candidates.length; j++) {
    const i = candidates[j] ?? -1;
    if (i >= 0 && i < log.count && pass(i)) out[k++] = i;
  }
  return out.subarray(0, k);
}

/** Indices of the events from `from` on that pass, in order. */
function scan(log: EventLog, pass: (i: number) => boolean, from: number): Int32Array {
  const out = new Int32Array(log.count - from);
  let k = 0;
  for (let i = from; i < log.count; i++) if (pass(i)) out[k++] = i;
  return out.subarray(0, k);
}

/** Indices of the events that pass, in order. */
function filterEvents(log: EventLog, f: EventFilter): Int32Array {
  const pass = matcher(log, f);
  return f.only ? keep(log, pass, f.only) : scan(log, pass, 0);
}

function concat(a: Int32Array, b: Int32Array): Int32Array {
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

interface Answer {
  filter: EventFilter;
  count: number;
  out: Int32Array;
}

/** Answers kept for a deleted character to come back to (the search text typed so far). */
const KEPT = 32;

/**
 * Filters one growing log again and again (a keystroke, a batch of new events), reusing earlier
 * answers where they still hold: the log only grows, so only new events need a look; a search
 * text that contains an earlier one can only narrow its matches; a deleted character goes back
 * to the answer for the shorter text.
 */
export class EventFilterer {
  private log: EventLog | null = null;
  private textsVersion = 0;
  private answers: Answer[] = [];

  run(log: EventLog, f: EventFilter): Int32Array {
    // Texts that changed (values read back from their file) void every earlier answer.
    if (log !== this.log || log.textsVersion !== this.textsVersion) {
      this.log = log;
      this.textsVersion = log.textsVersion;
      this.answers = [];
    }
    const needle = f.text.toLowerCase();
    // The closest earlier answer this one narrows: same other filters, a contained text.
    let base: Answer | undefined;
    for (const a of this.answers)
      if (
        a.filter.type === f.type &&
        a.filter.session === f.session &&
        a.filter.only === f.only &&
        needle.includes(a.filter.text.toLowerCase()) &&
        (base === undefined || a.filter.text.length > base.filter.text.length)
      )
        base = a;
    let out: Int32Array;
    if (base === undefined || f.only) out = filterEvents(log, f);
    else {
      const pass = matcher(log, f);
      const old = base.filter.text.toLowerCase() === needle ? base.out : keep(log, pass, base.out);
      out = concat(old, scan(log, pass, base.count));
    }
    const same = (a: Answer) =>
      a.filter.type === f.type &&
      a.filter.session === f.session &&
      a.filter.only === f.only &&
      a.filter.text.toLowerCase() === needle;
    this.answers = [
      ...this.answers.filter((a) => !same(a)),
      { filter: f, count: log.count, out },
    ].slice(-KEPT);
    return out;
  }
}
