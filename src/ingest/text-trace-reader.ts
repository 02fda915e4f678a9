import { JsonlReader, type JsonlOptions } from './parse-jsonl';
import { sniffKind, type TextKind } from './sniff-kind';
import { SseRecordReader } from './sse-records';
import { HistoryReader, looksLikeHistory } from './history-reader';
import type { ReadResult } from './types';
import { diagnosticOf } from './diagnostic-of';
import { utf16Of } from './utf16';

/** Past this much text with no decision, the file is read as JSON Lines (and errors say why). */
const SNIFF_LIMIT = 64 * 1024;

/**
 * Reads a Trace file or an SSE capture, whichever the text turns out to be: the first non-empty
 * line decides, whatever the file is called.
 */
/** A file in an encoding no reader takes: named once, the rest of it skipped. */
const NOTHING: { push(): ReadResult; finish(): ReadResult } = {
  push: () => ({ records: [], diagnostics: [] }),
  finish: () => ({ records: [], diagnostics: [] }),
};

export class TextTraceReader {
  private reader: JsonlReader | SseRecordReader | HistoryReader | typeof NOTHING | null = null;
  private head = '';

  constructor(
    readonly file: string,
    /** For a Trace file; an SSE capture is read as the SSE reader reads a live stream. */
    private readonly options: JsonlOptions = {},
  ) {}

  /** The kind chosen, once the first line has been seen. */
  get kind(): TextKind | undefined {
    if (this.reader === null || this.reader === NOTHING) return undefined;
    return this.reader instanceof SseRecordReader ? 'sse' : 'jsonl';
  }

  push(chunk: string): ReadResult {
    if (this.reader) return this.reader.push(chunk);
    this.head += chunk;
    const kind = sniffKind(this.head);
    const lineSeen = /\S[^\r\n]*[\r\n]/.test(this.head);
    if (kind === undefined && !lineSeen && this.head.length < SNIFF_LIMIT)
      return { records: [], diagnostics: [] };
    return this.start(kind);
  }

  finish(): ReadResult {
    const first = this.reader ? { records: [], diagnostics: [] } : this.start(sniffKind(this.head));
    const last = (
      this.reader as JsonlReader | SseRecordReader | HistoryReader | typeof NOTHING
    ).finish();
    return merge(first, last);
  }

  private start(kind: TextKind | undefined): ReadResult {
    const utf16 = utf16Of(this.head);
    if (utf16) {
      this.reader = NOTHING;
      this.head = '';
      return {
        records: [],
        diagnostics: [diagnosticOf({ file: this.file }, 'error', { code: 'utf16', params: utf16 })],
      };
    }
    // A saved /messages response or a JSON array is one document, as the command line reads it.
    this.reader =
      kind === 'sse'
        ? new SseRecordReader(this.file)
        : looksLikeHistory(this.head)
          ? new HistoryReader(this.file)
          : new JsonlReader(this.file, this.options);
    const head = this.head;
    this.head = '';
    return this.reader.push(head);
  }
}

function merge(a: ReadResult, b: ReadResult): ReadResult {
  const placed = [
    ...(a.placed ?? []),
    ...(b.placed ?? []).map((s) => ({ ...s, before: s.before + a.records.length })),
  ];
  return {
    records: [...a.records, ...b.records],
    diagnostics: [...a.diagnostics, ...b.diagnostics],
    ...(placed.length ? { placed } : {}),
  };
}
