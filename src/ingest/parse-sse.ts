import { createParser, type EventSourceMessage, type EventSourceParser } from 'eventsource-parser';
import type { ReadingProblem } from '../problems/reading-problem';
import type { Json } from '../protocol/types';
import { validateEnvelope, validateServerEvent } from '../protocol/validate';
import { clipText } from './clip-text';
import { diagnosticOf } from './diagnostic-of';
import { excerpt, invalidJson } from './parse-jsonl';
import type { DiagnosticPlace, Severity, SsePosition, SseReadResult } from './types';

/**
 * Reads a Server-Sent Events stream (live bytes decoded to text, or a saved capture) into
 * OmniMessage records, server events and comments (PROTOCOL.md §11). Never throws.
 */
export class SseReader {
  private readonly parser: EventSourceParser;
  private out: SseReadResult = { items: [], diagnostics: [] };
  private index = 0;
  private started = false;
  private finishing = false;

  constructor(readonly file: string) {
    this.parser = createParser({
      onEvent: (event) => this.readEvent(event),
      onComment: (text) => this.out.items.push({ kind: 'comment', text }),
      onError: (error) =>
        this.report('warning', { code: 'sse-syntax', params: { detail: error.message } }),
    });
  }

  push(chunk: string): SseReadResult {
    // eventsource-parser 3.1 looks for the BOM as three Latin-1 chars, so a decoded U+FEFF
    // would reach it as part of the first field name.
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
    }
    this.parser.feed(chunk);
    return this.take();
  }

  /**
   * Ends the stream. The SSE standard drops an event cut before its blank line; a capture is
   * better served by keeping it when its data still parses, so the end counts as a blank line.
   */
  finish(): SseReadResult {
    this.finishing = true;
    this.parser.feed('\n\n');
    this.parser.reset();
    return this.take();
  }

  private take(): SseReadResult {
    const out = this.out;
    this.out = { items: [], diagnostics: [] };
    return out;
  }

  private readEvent({ event, id, data }: EventSourceMessage): void {
    const at: SsePosition =
      id === undefined ? { index: this.index } : { eventId: id, index: this.index };
    this.index++;
    const fail = (severity: Severity, problem: ReadingProblem) =>
      this.report(severity, problem, at, data);

    if (event !== undefined && event !== 'message' && event !== 'server_event')
      return this.readUnknownName(event, data, at, fail);
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch (e) {
      if (this.finishing) fail('warning', { code: 'last-event-incomplete' });
      else fail('error', invalidJson(e));
      return;
    }
    if (event === 'server_event') {
      const checked = validateServerEvent(value);
      if (!checked.ok) return fail('error', checked.problem);
      checked.warnings.forEach((w) => fail('warning', w));
      this.out.items.push({ kind: 'server', event: checked.value, known: checked.known, at });
      return;
    }
    const checked = validateEnvelope(value);
    if (!checked.ok) return fail('error', checked.problem);
    checked.warnings.forEach((w) => fail('warning', w));
    this.out.items.push({ kind: 'record', envelope: checked.value, known: checked.known, at });
  }

  /**
   * An event name this viewer does not know: kept whole as an unknown server event, shown as JSON
   * (or as text when its data is not JSON), rather than dropped, in the spirit of PROTOCOL.md §1
   * for unknown payload types. Its name and data as sent go with it, for a saved capture.
   */
  private readUnknownName(
    event: string,
    data: string,
    at: SsePosition,
    fail: (severity: Severity, problem: ReadingProblem) => void,
  ): void {
    let value: Json = data;
    let json = true;
    try {
      value = JSON.parse(data) as Json;
    } catch {
      json = false;
    }
    fail('warning', { code: 'sse-unknown-name', params: { name: clipText(event), json } });
    this.out.items.push({
      kind: 'server',
      event: { type: event, data: value },
      known: false,
      at,
      wire: { event, data },
    });
  }

  private report(
    severity: Severity,
    problem: ReadingProblem,
    at?: SsePosition,
    data?: string,
  ): void {
    // A diagnostic is kept and printed: an id of megabytes must not come with it whole.
    const place: DiagnosticPlace =
      at?.eventId !== undefined
        ? { file: this.file, eventId: clipText(at.eventId) }
        : { file: this.file };
    const said: ReadingProblem =
      at && at.eventId === undefined
        ? { code: 'sse-event-without-id', params: { index: at.index, problem } }
        : problem;
    this.out.diagnostics.push(
      diagnosticOf(place, severity, said, data === undefined ? undefined : excerpt(data)),
    );
  }
}

/** Reads a whole SSE capture at once. */
export function parseSse(file: string, text: string): SseReadResult {
  const reader = new SseReader(file);
  const first = reader.push(text);
  const last = reader.finish();
  return {
    items: [...first.items, ...last.items],
    diagnostics: [...first.diagnostics, ...last.diagnostics],
  };
}

/**
 * The events of a whole SSE text as sent: name, id (only one set in the event's own block) and
 * data, nothing validated, comments skipped. For replaying a capture; `parseSse` reads records.
 * As in `SseReader.finish`, the end counts as a blank line.
 */
export function readSseEvents(text: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  parser.feed(text.startsWith('\uFEFF') ? text.slice(1) : text);
  parser.feed('\n\n');
  return events;
}
