// A family is re-derived from its files themselves, each read again up to where the index's read
// stopped: the same bytes give the same records. Reading records back from the database scanned
// a table of every record once per batch of families, and the local index keeps none.
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import type { Diagnostic, ParsedRecord } from '../../src/ingest/types';
import { badLinesOf, type FileProgress } from './read-file';
import { completeLines, readRange } from './read-from';
import { readHashOf } from './read-hash';

/** Where the index's read of a file stopped: bytes, lines and the hash of what it read. */
export type WholeRead = Pick<FileProgress, 'bytesRead' | 'linesRead' | 'readHash'>;

/** A file's bytes as the index read them, from its start to a line break, and its lines. */
export interface WholeBytes {
  bytes: Buffer;
  /** Each line's byte offset, as the reads that took it counted. */
  starts: readonly number[];
}

export interface ReadAgain {
  /**
   * Its bytes as read, or undefined when they changed since (their length, first or last 4 KiB
   * or number of lines) or it is not one of the files.
   */
  bytes(path: string): Promise<WholeBytes | undefined>;
  /** The records and bad lines of `bytes` (the file's, from `bytes(path)`). */
  parse(path: string, bytes: WholeBytes): ParsedFile;
}

export interface ParsedFile {
  /** Each with its line's text when asked for (`keepText`). */
  records: readonly ParsedRecord[];
  /** The lines that are not records (`badLinesOf`). */
  bad: readonly Diagnostic[];
  /** Each line's byte offset. */
  starts: readonly number[];
}

export function readAgainFrom(
  read: ReadonlyMap<string, WholeRead>,
  o: { keepText: boolean },
): ReadAgain {
  const bytes = async (path: string) => {
    const whole = read.get(path);
    if (whole === undefined) return undefined;
    const got = await readRange(path, 0, whole.bytesRead).catch(() => undefined);
    if (got?.length !== whole.bytesRead || readHashOf(got) !== whole.readHash) return undefined;
    // A rewrite of the middle that kept both ends would renumber the lines after it.
    const { starts } = completeLines(got, 'read before');
    return starts.length === whole.linesRead ? { bytes: got, starts } : undefined;
  };
  // Trace-file rules (§10) are the viewer's; the index counts what each line is, as `validate`.
  const parse = (path: string, got: WholeBytes): ParsedFile => {
    const text = got.bytes.toString('utf8');
    const { records, diagnostics } = parseJsonl(path, text, { trace: false, keepText: o.keepText });
    return { records, bad: badLinesOf(diagnostics), starts: got.starts };
  };
  return { bytes, parse };
}
