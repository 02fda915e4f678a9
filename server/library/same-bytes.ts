// The library's and `validate`'s way to tell a copy under another name (src/ingest/same-bytes.ts):
// by the hash of the bytes the index read of each file.
import { markSameBytes } from '../../src/ingest/same-bytes';
import type { FileMeta } from '../../src/ingest/types';
import { readHash } from './read-hash';

/** How far the index read a file: its hash says what those bytes are (read-hash.ts). */
export interface ReadBytes {
  path: string;
  bytesRead: number;
  readHash: string;
}

/**
 * Answers already read, by both files as the index last read them: a run groups its files once
 * per batch and once more to list copies, and would hash the same bytes each time. Bounded, since
 * a watcher runs for days.
 */
const answered = new Map<string, boolean>();
const ANSWERS_KEPT = 4096;

/** Whether the bytes `short` read are the first bytes of `long`'s file. */
async function starts(short: ReadBytes, long: ReadBytes & { size: number }): Promise<boolean> {
  // Nothing read starts every file: an empty or torn file is no one's copy.
  if (short.bytesRead === 0 || short.bytesRead > long.size) return false;
  const key = JSON.stringify([short, long]);
  const known = answered.get(key);
  if (known !== undefined) return known;
  let same: boolean;
  try {
    same = (await readHash(long.path, short.bytesRead)) === short.readHash;
  } catch {
    // Gone since it was read: the next run knows (not remembered).
    return false;
  }
  if (answered.size >= ANSWERS_KEPT) answered.clear();
  answered.set(key, same);
  return same;
}

/** `metas` with each copy under another name marked (markSameBytes), told by the reads' hashes. */
export function withSameBytes(
  metas: readonly FileMeta[],
  reads: ReadonlyMap<number, ReadBytes>,
): Promise<FileMeta[]> {
  return markSameBytes(
    metas,
    async (short, long) => {
      const a = reads.get(short.fileIndex);
      const b = reads.get(long.fileIndex);
      return a !== undefined && b !== undefined && (await starts(a, { ...b, size: long.size }));
    },
    (f) => reads.has(f.fileIndex),
  );
}
