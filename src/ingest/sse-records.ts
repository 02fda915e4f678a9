import { SseReader } from './parse-sse';
import type { ReadResult, SseReadResult } from './types';

/**
 * An SSE capture read like a Trace file: unnamed events become records (located by their SSE
 * id), `server_event`s travel beside them placed where they arrived, comments are dropped.
 */
export class SseRecordReader {
  private readonly reader: SseReader;

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
    const out: ReadResult = { records: [], diagnostics, server: [] };
    for (const item of items) {
      if (item.kind === 'comment') continue;
      const at =
        item.at.eventId === undefined
          ? { file: this.file }
          : { file: this.file, eventId: item.at.eventId };
      if (item.kind === 'record')
        out.records.push({
          envelope: item.envelope,
          known: item.known,
          at: { ...at, line: item.at.index + 1 },
        });
      else
        out.server?.push({
          before: out.records.length,
          event: item.event,
          known: item.known,
          at,
        });
    }
    return out;
  }
}
