// A raw SSE capture of what a document received, in the wire format of PROTOCOL.md §11: unnamed
// events for envelopes, `server_event` for server events, ids kept, and each event's arrival on
// the viewer clock as a comment just before it. The CLI, the app and `?replay=` read it back;
// SSE readers ignore comments, so the arrival times cost them nothing.
import type { SseItem } from '../ingest/types';
import type { EventLog, LoggedInput } from './event-log';

const ARRIVED = /^\s*arrived (\S+)/;

export interface CaptureEvent {
  input: LoggedInput;
  /** Viewer clock (ms) when it arrived. */
  arrival: number;
}

function block(input: LoggedInput): string {
  const lines: string[] = [];
  if (input.kind === 'server') lines.push('event: server_event');
  lines.push(`data: ${JSON.stringify(input.kind === 'record' ? input.envelope : input.event)}`);
  const id = input.at?.eventId;
  // An id with a line break would end the field early; such an id was never valid SSE.
  if (id !== undefined && !/[\r\n]/.test(id)) lines.push(`id: ${id}`);
  return lines.join('\n');
}

export function writeSseCapture(events: Iterable<CaptureEvent>, source: string): string {
  const out = [`: omniscope capture of ${source.replace(/[\r\n]+/g, ' ')}`, ''];
  for (const { input, arrival } of events) {
    if (Number.isFinite(arrival)) out.push(`: arrived ${new Date(arrival).toISOString()}`);
    out.push(block(input), '');
  }
  return out.join('\n');
}

/** Every event of a log, as a capture. */
export function logCapture(log: EventLog, source: string): string {
  function* events(): Generator<CaptureEvent> {
    for (let i = 0; i < log.count; i++) {
      const input = log.input(i);
      if (input) yield { input, arrival: log.arrival(i) };
    }
  }
  return writeSseCapture(events(), source);
}

/** The arrival time written before each event (by `writeSseCapture`), undefined where none was. */
export function captureArrivals(items: readonly SseItem[]): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  let pending: number | undefined;
  for (const item of items) {
    if (item.kind === 'comment') {
      const m = ARRIVED.exec(item.text);
      const t = m?.[1] === undefined ? NaN : Date.parse(m[1]);
      if (!Number.isNaN(t)) pending = t;
      continue;
    }
    out.push(pending);
    pending = undefined;
  }
  return out;
}
