// What a Trace file gained since the last run: where the read stops and what groups the file,
// found as it is read; its `records` and `bad_lines` rows, made when its family is derived from
// the whole file (read-again.ts), so each file is parsed once a run.
import { jsonTextOr } from '../../src/ingest/json-text';
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import type { Diagnostic } from '../../src/ingest/types';
import type { AnyEnvelope } from '../../src/protocol/types';
import type { ParsedFile } from './read-again';
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

/** `bad_lines` rows of the bad lines of `parsed` (a file read whole) after its line `linesBefore`. */
export const badLineRows = (
  file: { machine: string; path: string },
  linesBefore: number,
  parsed: ParsedFile,
): object[] =>
  parsed.bad.flatMap((d) =>
    (d.line ?? 0) <= linesBefore
      ? []
      : [
          {
            ...file,
            line: d.line,
            severity: d.severity,
            reason: d.reason,
            excerpt: d.excerpt ?? null,
          },
        ],
  );

/**
 * `records` rows of the records of `parsed` (a file read whole, `keepText`) after its line
 * `linesBefore`: what a read from there gained. A record is keyed by machine, file and the byte
 * offset of its line: read once, kept once.
 */
export function recordRows(
  file: { machine: string; path: string },
  linesBefore: number,
  parsed: ParsedFile,
): object[] {
  return parsed.records.flatMap((r) => {
    const line = r.at.line ?? 0;
    if (line <= linesBefore) return [];
    const offset = parsed.starts[line - 1];
    // The reader and the reads count lines alike (read-from.ts): a record past them is a bug.
    if (offset === undefined) throw new Error(`${file.path}:${line}: no such line was read`);
    const json = r.text ?? jsonTextOr(r.envelope, 'null');
    return [{ ...file, line, byte_offset: offset, kind: kindOf(r.envelope), json }];
  });
}

/** A type's value as every producer writes it: JSON.stringify escapes no letter. */
const POINTER = '"subagent"';
const isBreak = (c: string | undefined) => c === '\n' || c === '\r';
/**
 * The same value with any of its letters written as a `\u` escape, which JSON allows: a line is
 * looked at with this only where such an escape of one of those letters stands, which no producer
 * writes, so the common case stays a plain `indexOf`.
 */
const ESCAPED_POINTER = new RegExp(
  `"${[...'subagent'].map((c) => `(?:${c}|\\\\u00${c.charCodeAt(0).toString(16)})`).join('')}"`,
  'i',
);
const ESCAPED_LETTER = new RegExp(
  `\\\\u00(?:${[...new Set('subagent')].map((c) => c.charCodeAt(0).toString(16)).join('|')})`,
  'gi',
);

/** Where lines may hold a pointer: `"subagent"`, or a letter of it escaped on a line that reads so. */
function pointerCandidates(text: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(POINTER); i !== -1; i = text.indexOf(POINTER, i + 1)) at.push(i);
  if (!text.includes('\\u00')) return at;
  for (const m of text.matchAll(ESCAPED_LETTER)) at.push(m.index);
  return at.sort((a, b) => a - b);
}

/**
 * Where `from`'s read stops after `bytes`, and what groups the file into sessions and families,
 * found without parsing every line: the first line's session_meta and the subagent pointers. Only
 * the first line and those holding `"subagent"` are parsed, by the same reader. Records and bad
 * lines are counted when the family is derived from the whole file (`badLinesOf`), so they stay
 * as `from` counted them.
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
  const subagents = [...from.subagents];
  let past = 0;
  for (const at of pointerCandidates(text)) {
    if (at < past) continue;
    const line = lineAt(at);
    past = line.end;
    const lineText = text.slice(line.start, line.end);
    if (!lineText.includes(POINTER) && !ESCAPED_POINTER.test(lineText)) continue;
    // Parsed alone, a line would lose a byte order mark the whole file's reader keeps (a bad line).
    const marked = text.charCodeAt(line.start) === 0xfeff && (line.start > 0 || from.linesRead > 0);
    for (const { envelope: e } of marked ? [] : recordsOf(line))
      if (e.type === 'event_msg' && e.payload.type === 'subagent') {
        const id = e.payload.session_id;
        if (typeof id === 'string') subagents.push(id);
      }
  }
  const next: FileProgress = {
    ...from,
    bytesRead: from.bytesRead + bytes.read.length,
    linesRead: from.linesRead + bytes.lineStarts.length,
    subagents,
    readHash: bytes.readHash,
  };
  const first = from.linesRead === 0 && text.length > 0 ? recordsOf(lineAt(0))[0] : undefined;
  // A payload nested too deep to write is left out: the file's path still names its session.
  const meta =
    first?.envelope.type === 'session_meta' ? jsonTextOr(first.envelope.payload, '') : '';
  if (meta !== '') next.sessionMeta = meta;
  return next;
}
