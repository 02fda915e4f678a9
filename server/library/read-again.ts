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
  /** Its records parsed again, or undefined when it changed since: the index holds them. */
  records(path: string): Promise<readonly ParsedRecord[] | undefined>;
}

export function readAgainFrom(read: ReadonlyMap<string, WholeRead>): ReadAgain {
  return {
    has: (path) => read.has(path),
    async records(path) {
      const whole = read.get(path);
      if (whole === undefined) return undefined;
      const bytes = await readRange(path, 0, whole.bytesRead).catch(() => undefined);
      // Rewritten (or gone) since: the index holds what was read.
      if (bytes?.length !== whole.bytesRead || readHashOf(bytes) !== whole.readHash)
        return undefined;
      // Parsed as readNewLines parses it; what was read ended after a break: every line is whole.
      return parseJsonl(path, bytes.toString('utf8'), { trace: false }).records;
    },
  };
}
