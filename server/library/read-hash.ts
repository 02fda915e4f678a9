import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';

const WINDOW = 4096;

/** The first and the last 4 KiB of bytes 0 to `bytesRead`, as [start, length] pairs. */
const windows = (bytesRead: number) => {
  const head = Math.min(WINDOW, bytesRead);
  const tailStart = Math.max(head, bytesRead - WINDOW);
  return [
    [0, head],
    [tailStart, bytesRead - tailStart],
  ] as const;
};

/**
 * A hash of the first and the last 4 KiB of what was read (bytes 0 to `bytesRead`). A file that
 * grew keeps both; a file rewritten in place, even to a greater size, almost never does, so it
 * is read again from its start instead of from the middle of other content.
 */
export async function readHash(path: string, bytesRead: number): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(path, 'r');
  try {
    for (const [start, length] of windows(bytesRead)) {
      const buf = Buffer.alloc(length);
      const { bytesRead: got } = await handle.read(buf, 0, length, start);
      hash.update(buf.subarray(0, got));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/** readHash of a file whose bytes from 0 to where the read stopped are `read`. */
export function readHashOf(read: Buffer): string {
  const hash = createHash('sha256');
  for (const [start, length] of windows(read.length))
    hash.update(read.subarray(start, start + length));
  return hash.digest('hex');
}
