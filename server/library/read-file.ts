// Reads what a Trace file gained since the last run into the `records` and `bad_lines` tables.
import { parseJsonl } from '../../src/ingest/parse-jsonl';
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
  const { text, read, lineStarts } = bytes;
  // Trace-file rules (§10) judge a whole file; a read from the middle would misjudge its start.
  const kept = into.records;
  const { records, diagnostics } = parseJsonl(path, text, { trace: false, keepText: !!kept });
  const bad = diagnostics.filter((d) => d.severity === 'error' && d.line !== undefined);
  const next: FileProgress = {
    bytesRead: from.bytesRead + read.length,
    linesRead: from.linesRead + lineStarts.length,
    records: from.records + records.length,
    badLines: from.badLines + bad.length,
    ...(from.sessionMeta !== undefined ? { sessionMeta: from.sessionMeta } : {}),
    subagents: [
      ...from.subagents,
      ...records.flatMap(({ envelope: e }) => {
        const id = e.type === 'event_msg' && e.payload.type === 'subagent' && e.payload.session_id;
        return typeof id === 'string' ? [id] : [];
      }),
    ],
    readHash: bytes.readHash,
  };
  const first = records[0]?.envelope;
  if (from.linesRead === 0 && records[0]?.at.line === 1 && first?.type === 'session_meta')
    next.sessionMeta = JSON.stringify(first.payload);
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
  for (const d of bad)
    into.badLines.push({
      machine,
      path,
      line: from.linesRead + (d.line ?? 0),
      severity: d.severity,
      reason: d.reason,
      excerpt: d.excerpt ?? null,
    });
  return next;
}
