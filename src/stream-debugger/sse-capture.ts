// A raw SSE capture of what a document received, in the wire format of PROTOCOL.md §11: unnamed
// events for envelopes, `server_event` for server events, events of names we do not know under
// their own name with their data as sent, ids kept, the comments received (heartbeats…) kept in
// place, and each event's and comment's arrival on the viewer clock as a comment just before it.
// The CLI, the app and `?replay=` read it back; the app and the replay turn the arrival comments
// back into arrival times (ingest/capture-notes.ts), other SSE readers ignore them.
import { arrivalNote, captureHeader } from '../ingest/capture-notes';
import { contentKey, isPartial } from '../ingest/live-merge';
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

/** A record that came with a history, not over the stream: it has no SSE id. */
const historyRecord = (input: LoggedInput): input is LoggedInput & { kind: 'record' } =>
  input.kind === 'record' && input.at?.eventId === undefined;

/**
 * The events of a history fetched again (after a compaction, on `resync_required`) that a capture
 * must not repeat: a reader takes a capture as one stream, so the records before the last one
 * that was already written would be read twice. What the history holds past that point (the turn
 * the stream was still bringing, a gap) is kept; the records it holds only in the middle (a
 * compaction's own request, PROTOCOL.md §12) are what the stream never carries.
 */
function repeatedHistory(
  log: EventLog,
  reset: { start: number; end: number },
  written: ReadonlyMap<string, number>,
): Set<number> {
  const left = new Map(written);
  let last = -1;
  for (let i = reset.start; i < reset.end; i++) {
    const input = log.input(i);
    if (!input || !historyRecord(input) || isPartial(input.envelope)) continue;
    const key = contentKey(input.envelope);
    const n = left.get(key) ?? 0;
    if (n === 0) continue;
    left.set(key, n - 1);
    last = i;
  }
  const skipped = new Set<number>();
  for (let i = reset.start; i <= last; i++) {
    const input = log.input(i);
    if (input && historyRecord(input)) skipped.add(i);
  }
  return skipped;
}

/** Every event and comment of a log, in arrival order, as a capture. */
export function logCapture(log: EventLog, source: string): string {
  function* entries(): Generator<CaptureEntry> {
    const comments: readonly LoggedComment[] = log.comments;
    const resets = new Map(log.resets.map((r) => [r.start, r]));
    /** Complete records written so far, by content, counted. */
    const written = new Map<string, number>();
    let skipped = new Set<number>();
    let c = 0;
    for (let i = 0; i <= log.count; i++) {
      for (let note = comments[c]; note !== undefined && note.before <= i; note = comments[++c])
        yield { comment: note.text, arrival: note.arrival };
      const reset = resets.get(i);
      if (reset && written.size > 0) skipped = repeatedHistory(log, reset, written);
      const input = log.input(i);
      if (!input || skipped.has(i)) continue;
      if (input.kind === 'record' && !isPartial(input.envelope)) {
        const key = contentKey(input.envelope);
        written.set(key, (written.get(key) ?? 0) + 1);
      }
      yield { input, arrival: log.arrival(i) };
    }
  }
  return writeSseCapture(entries(), source);
}
