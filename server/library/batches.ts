// A run of the index in batches of files, each committed on its own: the team store's ingest (a
// transaction holds its machine's lock only so long) and the local index (its page shows the
// sessions of each batch while the next is read).
import type { FileProgress } from './read-file';
import type { FoundFile } from './walk';

/** New bytes a batch of the team store may read: its transaction holds a lock a few seconds. */
export const BATCH_BYTES = 32 * 2 ** 20;
/**
 * New bytes the local index's first batch may read, each next batch twice its last: the first
 * sessions show within a second or two, and a gigabyte takes nine batches, each of which reads all of
 * `files` to group families (32 batches of 32 MB took 20 s more than one at 1 GB).
 */
export const FIRST_BATCH_BYTES = 4 * 2 ** 20;
/**
 * What a batch of the local index reads at most: what one transaction holds stays bounded. A run
 * that no one reads until it ends (`omniscope index`) reads this much from its first batch on:
 * DuckDB moves a transaction's rows into an empty table as it wrote them, compressed, but rows
 * added to a table that holds some (unless a whole row group of 122,880) it appends again, logs,
 * and compresses again at the checkpoint. The 100 MB bench tree indexed in one batch rather
 * than five growing ones: 6 % less CPU, 16 % less time (docs/bench.md, 2026-12-07).
 */
export const LAST_BATCH_BYTES = 256 * 2 ** 20;

/**
 * Files in order, cut wherever the new bytes would pass the batch's limit (`limit` of its index;
 * a larger file goes alone).
 */
export function batchesOf(
  files: readonly FoundFile[],
  newBytes: (f: FoundFile) => number,
  limit: (batch: number) => number,
): FoundFile[][] {
  const out: FoundFile[][] = [];
  let batch: FoundFile[] = [];
  let bytes = 0;
  for (const f of files) {
    const n = newBytes(f);
    if (batch.length > 0 && bytes + n > limit(out.length)) {
      out.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(f);
    bytes += n;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

/** What a file holds beyond what the index read of it. */
export const newBytesOf =
  (known: ReadonlyMap<string, Pick<FileProgress, 'bytesRead'>>) =>
  (f: FoundFile): number =>
    f.size - Math.min(f.size, known.get(f.path)?.bytesRead ?? 0);
