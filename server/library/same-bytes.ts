// A Trace file saved under another name (a browser's second download, `<sessionId>_001 (1).jsonl`)
// names no rotation, so only its bytes tell it is a copy: its session_meta names a session whose
// file holds the same bytes, or starts them, or is started by them (one copy taken while the
// session ran). Marked `sameBytesAs`, it is left out like any copy (file-copies.ts).
import { parseTraceFileName, sessionIdOf } from '../../src/ingest/file-set';
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

/**
 * `metas` with each file of another name than `<sessionId>_<NNN>.jsonl` marked `sameBytesAs` the
 * first file of its session whose bytes it shares so: a named file, else one of another name
 * listed before it (never after, so no two files point to each other).
 */
export async function withSameBytes(
  metas: readonly FileMeta[],
  reads: ReadonlyMap<number, ReadBytes>,
): Promise<FileMeta[]> {
  const named = (f: FileMeta) => parseTraceFileName(f.name) !== null;
  const bySession = new Map<string, FileMeta[]>();
  for (const f of metas) {
    const id = sessionIdOf(f);
    const family = bySession.get(id);
    if (family) family.push(f);
    else bySession.set(id, [f]);
  }
  const out: FileMeta[] = [];
  for (const f of metas) {
    const read = reads.get(f.fileIndex);
    const family = bySession.get(sessionIdOf(f)) ?? [];
    if (named(f) || !f.sessionMeta || !read || family.length === 1) {
      out.push(f);
      continue;
    }
    const others = [
      ...family.filter(named),
      ...family.filter((o) => !named(o) && o.fileIndex < f.fileIndex),
    ];
    let same: FileMeta | undefined;
    for (const o of others) {
      const other = reads.get(o.fileIndex);
      if (!other) continue;
      const copy =
        (await starts(read, { ...other, size: o.size })) ||
        (await starts(other, { ...read, size: f.size }));
      if (copy) {
        same = o;
        break;
      }
    }
    out.push(same ? { ...f, sameBytesAs: same.fileIndex } : f);
  }
  return out;
}
