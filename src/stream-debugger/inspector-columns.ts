// The inspector's columns, sized to what they hold: monospace cells measured in `ch`, so a
// payload type like `credentials_update_request` is read whole when the panel has room, and a
// file's events (which have no arrival time) do not keep a clock-wide column of "file".
import { sessionIdOf } from '../store/session-key';
import type { EventLog } from './event-log';

export interface InspectorColumns {
  /** CSS grid-template-columns for the wide layout. */
  wide: string;
  /** Every event came from a file: the arrival column says so instead of a clock. */
  fromFile: boolean;
}

const CLOCK = 12; // 10:00:00.010
const FRAGMENT = ' · delta'.length;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

const sessionLabel = (session: string) => (session === '' ? 'main' : sessionIdOf(session));

export function inspectorColumns(log: EventLog): InspectorColumns {
  const n = log.count;
  const last = n - 1;
  const fromFile = n > 0 && log.fromFile(0) && log.fromFile(last);
  // SSE ids share one shape (`<epoch>-<seq>`): the last is the longest.
  const sseId = Math.max(
    log.input(0)?.at?.eventId?.length ?? 0,
    log.input(last)?.at?.eventId?.length ?? 0,
  );
  const { types, payloadTypes } = log.typeNames();
  const longest = (values: readonly string[]) => Math.max(0, ...values.map((v) => v.length));
  const session = longest(log.sessionNames().map(sessionLabel));
  const kind = longest(types) + 1 + longest(payloadTypes) + FRAGMENT;
  const cols = [
    `${clamp(String(last).length, 3, 9)}ch`,
    // Never narrower than its header ("SSE id", "Session").
    `${clamp(sseId, 6, 24)}ch`,
    `${fromFile ? 4 : CLOCK}ch`,
    `${CLOCK}ch`,
    '6ch',
    `${clamp(session, 8, 20)}ch`,
    `minmax(min(${kind}ch,18ch),1fr)`,
    '5ch',
  ];
  return { wide: cols.join(' '), fromFile };
}
