// A family re-derived from its files themselves, read again: every file of the local index, and
// the files a team store's run read from their first byte (reading them back from `records`
// scanned that whole table once per batch of families). The same bytes give the same records.
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import type { Diagnostic, ParsedRecord } from '../../src/ingest/types';
import { badLinesOf, type FileProgress } from './read-file';
import { readRange } from './read-from';
import { readHashOf } from './read-hash';

/** Where a run's read of a file from byte 0 stopped, and the hash of what it read. */
export type WholeRead = Pick<FileProgress, 'bytesRead' | 'readHash'>;

export interface ReadAgain {
  /** Whether the file was read whole this run. */
  has(path: string): boolean;
  /** Its bytes as read, or undefined when it changed since: the index holds what was read. */
  bytes(path: string): Promise<Buffer | undefined>;
  /** The records and bad lines of `bytes` (the file's, from `bytes(path)`), parsed as a run parses. */
  parse(path: string, bytes: Buffer): ParsedFile;
}

export interface ParsedFile {
  records: readonly ParsedRecord[];
  /** The lines that are not records (`badLinesOf`). */
  bad: readonly Diagnostic[];
}

export function readAgainFrom(read: ReadonlyMap<string, WholeRead>): ReadAgain {
  const bytes = async (path: string) => {
    const whole = read.get(path);
    if (whole === undefined) return undefined;
    const got = await readRange(path, 0, whole.bytesRead).catch(() => undefined);
    // Rewritten (or gone) since: the index holds what was read.
    if (got?.length !== whole.bytesRead || readHashOf(got) !== whole.readHash) return undefined;
    return got;
  };
  // Parsed as takeNewLines parses it; what was read ended after a break: every line is whole.
  const parse = (path: string, got: Buffer): ParsedFile => {
    const { records, diagnostics } = parseJsonl(path, got.toString('utf8'), { trace: false });
    return { records, bad: badLinesOf(diagnostics) };
  };
  return {
    has: (path) => read.has(path),
    bytes,
    parse,
  };
}
