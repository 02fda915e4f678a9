// Files the library will not read, and why: they are listed on the library page instead.
import { open } from 'node:fs/promises';

export interface FileProblem {
  path: string;
  /** `unindexed`: read, but its session's figures could not be derived (a bug, said, not fatal). */
  problem: 'unreadable' | 'huge' | 'binary' | 'symlink' | 'unindexed';
  detail: string;
}

/** A Trace file larger than this is not read: one session does not write half a gigabyte. */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;
const SNIFF_BYTES = 4096;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Why `path` (`size` bytes) is not read, or null when it is a readable text file. */
export async function problemOf(path: string, size: number): Promise<FileProblem | null> {
  if (size > MAX_FILE_BYTES)
    return {
      path,
      problem: 'huge',
      detail: `${size} bytes, over the ${MAX_FILE_BYTES}-byte limit`,
    };
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (e) {
    return { path, problem: 'unreadable', detail: message(e) };
  }
  try {
    const buf = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    // JSON text never holds a NUL byte; an image or archive named .jsonl almost always does.
    if (buf.subarray(0, bytesRead).includes(0))
      return { path, problem: 'binary', detail: 'holds NUL bytes: not a text file' };
    return null;
  } catch (e) {
    return { path, problem: 'unreadable', detail: message(e) };
  } finally {
    await handle.close();
  }
}
