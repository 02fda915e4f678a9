import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';

const WINDOW = 4096;

/**
 * A hash of the first and the last 4 KiB of what was read (bytes 0 to `bytesRead`). A file that
 * grew keeps both; a file rewritten in place, even to a greater size, almost never does, so it
 * is read again from its start instead of from the middle of other content.
 */
export async function readHash(path: string, bytesRead: number): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(path, 'r');
  try {
    const head = Math.min(WINDOW, bytesRead);
    const tailStart = Math.max(head, bytesRead - WINDOW);
    for (const [start, length] of [
      [0, head],
      [tailStart, bytesRead - tailStart],
    ] as const) {
      const buf = Buffer.alloc(length);
      const { bytesRead: got } = await handle.read(buf, 0, length, start);
      hash.update(buf.subarray(0, got));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}
