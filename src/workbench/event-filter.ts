// The inspector's filters over an event log, as a list of matching indices.
import { envelopeOf, type EventLog } from './event-log';

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

export function isFiltered(f: EventFilter): boolean {
  return f.type !== '' || f.session !== undefined || f.text !== '' || f.only !== undefined;
}

/** Indices of the events that pass, in order; type and session compare interned codes. */
export function filterEvents(log: EventLog, f: EventFilter): Int32Array {
  const typeCode = log.types.values.indexOf(f.type);
  const payloadCode = log.payloadTypes.values.indexOf(f.type);
  const sessionCode = f.session === undefined ? -1 : log.sessions.values.indexOf(f.session);
  const needle = f.text.toLowerCase();
  const candidates = f.only ?? null;
  const n = candidates ? candidates.length : log.count;
  const out = new Int32Array(n);
  let k = 0;
  for (let j = 0; j < n; j++) {
    const i = candidates ? (candidates[j] ?? -1) : j;
    if (i < 0 || i >= log.count) continue;
    if (f.type !== '' && log.typeCode(i) !== typeCode && log.payloadCode(i) !== payloadCode)
      continue;
    if (f.session !== undefined && log.sessionCode(i) !== sessionCode) continue;
    if (needle !== '') {
      const input = log.input(i);
      if (!input || !JSON.stringify(envelopeOf(input)).toLowerCase().includes(needle)) continue;
    }
    out[k++] = i;
  }
  return out.subarray(0, k);
}
