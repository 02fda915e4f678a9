// A file this run read from its first byte has its family re-derived from the file itself: the
// same bytes give the same records as the index stores, and reading them back from `records`
// scanned that whole table once per batch of families (a full index grew quadratic with size).
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import type { ParsedRecord } from '../../src/ingest/types';
import type { FileProgress } from './read-file';
import { readRange } from './read-from';
import { readHashOf } from './read-hash';

/** Where a run's read of a file from byte 0 stopped, and the hash of what it read. */
export type WholeRead = Pick<FileProgress, 'bytesRead' | 'readHash'>;

export interface ReadAgain {
  /** Whether the file was read whole this run. */
  has(path: string): boolean;
  /** Its bytes as read, or undefined when it changed since: the index holds what was read. */
  bytes(path: string): Promise<Buffer | undefined>;
  /** The records of `bytes` (the file's, from `bytes(path)`), parsed as the run parsed them. */
  parse(path: string, bytes: Buffer): readonly ParsedRecord[];
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
  const parse = (path: string, got: Buffer) =>
    parseJsonl(path, got.toString('utf8'), { trace: false }).records;
  return {
    has: (path) => read.has(path),
    bytes,
    parse,
  };
}
