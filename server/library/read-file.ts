// Reads what a Trace file gained since the last run into the `records` and `bad_lines` tables.
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import type { Diagnostic, ParsedRecord } from '../../src/ingest/types';
import type { AnyEnvelope } from '../../src/protocol/types';
import { readCompleteLines } from './read-from';
import { readHash, readHashOf } from './read-hash';

export interface FileProgress {
  bytesRead: number;
  linesRead: number;
  records: number;
  badLines: number;
  /** The payload of a session_meta on the file's first line, as JSON. */
  sessionMeta?: string;
  /** The session ids its subagent pointers name, in order: with the meta, what groups files. */
  subagents: readonly string[];
  /** readHash of bytes 0 to bytesRead. */
  readHash: string;
}

export const NOTHING_READ: FileProgress = {
  bytesRead: 0,
  linesRead: 0,
  records: 0,
  badLines: 0,
  subagents: [],
  readHash: readHashOf(Buffer.alloc(0)),
};

const kindOf = (e: AnyEnvelope) =>
  e.type === 'session_meta' ? 'session_meta' : `${e.type}:${e.payload.type}`;

/** Rows for the `records` and `bad_lines` tables, appended by the caller many files at a time. */
export interface ReadRows {
  /** Absent when the index keeps no records (IndexDb.keepsRecords). */
  records?: object[];
  badLines: object[];
}

/** What a file gained since a read stopped, and the hash of its bytes up to the new stop. */
export interface NewBytes {
  text: string;
  read: Buffer;
  /** Each complete line's byte offset in the file. */
  lineStarts: number[];
  /** readHash of bytes 0 to where this read stops. */
  readHash: string;
}

/** The I/O of a read: the complete lines after `from`, up to `size`. */
export async function readNewBytes(
  path: string,
  from: FileProgress,
  size: number,
): Promise<NewBytes> {
  const lines = await readCompleteLines(path, from.bytesRead, size);
  const bytesRead = from.bytesRead + lines.read.length;
  // Read from the start, the bytes hashed are at hand; else the file's first 4 KiB are needed.
  const hash = from.bytesRead === 0 ? readHashOf(lines.read) : await readHash(path, bytesRead);
  return { ...lines, readHash: hash };
}

/** The lines that are not records: errors the reader places on a line. */
export const badLinesOf = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((d) => d.severity === 'error' && d.line !== undefined);

/**
 * Where `from`'s read stops after `bytes`: the pointers among `parsed`, and the session_meta of
 * `first` (the read's first line) when the read starts the file.
 */
function gained(
  from: FileProgress,
  bytes: NewBytes,
  parsed: { first: ParsedRecord | undefined; pointers: readonly ParsedRecord[] },
  counted: { records: number; badLines: number },
): FileProgress {
  const next: FileProgress = {
    bytesRead: from.bytesRead + bytes.read.length,
    linesRead: from.linesRead + bytes.lineStarts.length,
    records: from.records + counted.records,
    badLines: from.badLines + counted.badLines,
    ...(from.sessionMeta !== undefined ? { sessionMeta: from.sessionMeta } : {}),
    subagents: [
      ...from.subagents,
      ...parsed.pointers.flatMap(({ envelope: e }) => {
        const id = e.type === 'event_msg' && e.payload.type === 'subagent' && e.payload.session_id;
        return typeof id === 'string' ? [id] : [];
      }),
    ],
    readHash: bytes.readHash,
  };
  const first = parsed.first?.envelope;
  if (from.linesRead === 0 && first?.type === 'session_meta')
    next.sessionMeta = JSON.stringify(first.payload);
  return next;
}

/**
 * The records and bad lines of what `from`'s read gained (`bytes`), pushed into `into`. A record
 * is keyed by machine, file and the byte offset of its line: read once, kept once.
 */
export function takeNewLines(
  file: { machine: string; path: string },
  from: FileProgress,
  bytes: NewBytes,
  into: ReadRows,
): FileProgress {
  const { machine, path } = file;
  const { text, lineStarts } = bytes;
  // Trace-file rules (§10) judge a whole file; a read from the middle would misjudge its start.
  const kept = into.records;
  const { records, diagnostics } = parseJsonl(path, text, { trace: false, keepText: !!kept });
  const bad = badLinesOf(diagnostics);
  const first = records[0]?.at.line === 1 ? records[0] : undefined;
  const next = gained(
    from,
    bytes,
    { first, pointers: records },
    { records: records.length, badLines: bad.length },
  );
  if (kept)
    for (const r of records)
      kept.push({
        machine,
        path,
        line: from.linesRead + (r.at.line ?? 0),
        byte_offset: lineStarts[(r.at.line ?? 1) - 1] ?? from.bytesRead,
        kind: kindOf(r.envelope),
        json: r.text ?? JSON.stringify(r.envelope),
      });
  into.badLines.push(...badLineRows(file, from.linesRead, bad));
  return next;
}

/** `bad_lines` rows of diagnostics of a read whose line 1 is the file's `linesBefore` + 1. */
export const badLineRows = (
  file: { machine: string; path: string },
  linesBefore: number,
  bad: readonly Diagnostic[],
): object[] =>
  bad.map((d) => ({
    machine: file.machine,
    path: file.path,
    line: linesBefore + (d.line ?? 0),
    severity: d.severity,
    reason: d.reason,
    excerpt: d.excerpt ?? null,
  }));

/** A type's value as every producer writes it: JSON.stringify escapes no letter. */
const POINTER = '"subagent"';
const isBreak = (c: string | undefined) => c === '\n' || c === '\r';

/**
 * What a read gained for an index that keeps no records (the local one), without parsing every
 * line: the first line's session_meta and the subagent pointers, the lines grouping needs. Only
 * the first line and those holding `"subagent"` are parsed, by the same reader. Records and bad
 * lines are counted when the family is derived from the whole file (`badLinesOf`), so they stay
 * as `from` counted them here.
 */
export function scanNewLines(path: string, from: FileProgress, bytes: NewBytes): FileProgress {
  const { text } = bytes;
  const lineAt = (at: number) => {
    let start = at;
    while (start > 0 && !isBreak(text[start - 1])) start -= 1;
    let end = at;
    while (end < text.length && !isBreak(text[end])) end += 1;
    return { start, end };
  };
  const recordsOf = ({ start, end }: { start: number; end: number }) =>
    parseJsonl(path, text.slice(start, end), { trace: false }).records;
  const pointers: ParsedRecord[] = [];
  for (let at = text.indexOf(POINTER); at !== -1;) {
    const line = lineAt(at);
    pointers.push(...recordsOf(line));
    at = text.indexOf(POINTER, line.end);
  }
  const first = from.linesRead === 0 && text.length > 0 ? recordsOf(lineAt(0))[0] : undefined;
  return gained(from, bytes, { first, pointers }, { records: 0, badLines: 0 });
}
