// A raw SSE capture of what a document received, in the wire format of PROTOCOL.md §11: unnamed
// events for envelopes, `server_event` for server events, events of names we do not know under
// their own name with their data as sent, ids kept, the comments received (heartbeats…) kept in
// place, and each event's and comment's arrival on the viewer clock as a comment just before it.
// The CLI, the app and `?replay=` read it back; the app and the replay turn the arrival comments
// back into arrival times (ingest/capture-notes.ts), other SSE readers ignore them.
import { arrivalNote, captureHeader } from '../ingest/capture-notes';
import type { EventLog, LoggedComment, LoggedInput } from './event-log';

export type CaptureEntry =
  { input: LoggedInput; arrival: number } | { comment: string; arrival: number };

/** `data:` lines of a text: one per line, so a line break inside stays a line break. */
const dataLines = (text: string): string[] => text.split(/\r\n|\r|\n/).map((l) => `data: ${l}`);

function block(input: LoggedInput): string {
  const lines: string[] = [];
  if (input.kind === 'server' && input.wire)
    lines.push(`event: ${input.wire.event}`, ...dataLines(input.wire.data));
  else {
    if (input.kind === 'server') lines.push('event: server_event');
    lines.push(`data: ${JSON.stringify(input.kind === 'record' ? input.envelope : input.event)}`);
  }
  const id = input.at?.eventId;
  // An id with a line break would end the field early; such an id was never valid SSE.
  if (id !== undefined && !/[\r\n]/.test(id)) lines.push(`id: ${id}`);
  return lines.join('\n');
}

export function writeSseCapture(entries: Iterable<CaptureEntry>, source: string): string {
  // A reader drops the one space after the colon, so a comment's text comes back as it was.
  const out = [`: ${captureHeader(source)}`, ''];
  for (const entry of entries) {
    if (Number.isFinite(entry.arrival)) out.push(`: ${arrivalNote(entry.arrival)}`);
    out.push('input' in entry ? block(entry.input) : `: ${entry.comment}`, '');
  }
  return out.join('\n');
}

/** Every event and comment of a log, in arrival order, as a capture. */
export function logCapture(log: EventLog, source: string): string {
  function* entries(): Generator<CaptureEntry> {
    const comments: readonly LoggedComment[] = log.comments;
    let c = 0;
    for (let i = 0; i <= log.count; i++) {
      for (let note = comments[c]; note !== undefined && note.before <= i; note = comments[++c])
        yield { comment: note.text, arrival: note.arrival };
      const input = log.input(i);
      if (input) yield { input, arrival: log.arrival(i) };
    }
  }
  return writeSseCapture(entries(), source);
}
