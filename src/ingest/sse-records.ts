import { CaptureNotes } from './capture-notes';
import { SseReader } from './parse-sse';
import type { ReadResult, SseReadResult } from './types';

/**
 * An SSE capture read like a Trace file: unnamed events become records (located by their SSE
 * id); server events, events of unknown names and comments travel beside them, placed where they
 * arrived. The notes of Omniscope's own capture writer become arrival times.
 */
export class SseRecordReader {
  private readonly reader: SseReader;
  private readonly notes = new CaptureNotes();

  constructor(readonly file: string) {
    this.reader = new SseReader(file);
  }

  push(chunk: string): ReadResult {
    return this.convert(this.reader.push(chunk));
  }

  finish(): ReadResult {
    return this.convert(this.reader.finish());
  }

  private convert({ items, diagnostics }: SseReadResult): ReadResult {
    const out: ReadResult = { records: [], diagnostics, placed: [] };
    for (const item of items) {
      const note = this.notes.next(item);
      if (note === null) continue;
      const arrived = note.arrival === undefined ? {} : { receivedAt: note.arrival };
      const before = out.records.length;
      if (item.kind === 'comment') {
        out.placed?.push({ kind: 'comment', text: item.text, before, ...arrived });
        continue;
      }
      const at =
        item.at.eventId === undefined
          ? { file: this.file }
          : { file: this.file, eventId: item.at.eventId };
      if (item.kind === 'record')
        out.records.push({
          envelope: item.envelope,
          known: item.known,
          at: { ...at, line: item.at.index + 1 },
          ...arrived,
        });
      else
        out.placed?.push({
          kind: 'server',
          before,
          event: item.event,
          known: item.known,
          at,
          ...arrived,
          ...(item.wire ? { wire: item.wire } : {}),
        });
    }
    return out;
  }
}
