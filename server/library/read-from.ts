import { open } from 'node:fs/promises';

const NEWLINE = 0x0a;

/**
 * The complete lines of `path` from byte `offset` up to `size`. A last line without its newline
 * is still being written (or was cut by a crash): it is left for the next read, so `bytes` stops
 * after the last newline. `lineStarts` holds each complete line's byte offset in the file.
 */
export async function readCompleteLines(
  path: string,
  offset: number,
  size: number,
): Promise<{ text: string; bytes: number; lineStarts: number[] }> {
  if (size <= offset) return { text: '', bytes: 0, lineStarts: [] };
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(size - offset);
    let got = 0;
    while (got < buf.length) {
      const { bytesRead } = await handle.read(buf, got, buf.length - got, offset + got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    const end = buf.subarray(0, got).lastIndexOf(NEWLINE) + 1;
    const lineStarts: number[] = [];
    for (let at = 0; at < end; at = buf.indexOf(NEWLINE, at) + 1) lineStarts.push(offset + at);
    return { text: buf.subarray(0, end).toString('utf8'), bytes: end, lineStarts };
  } finally {
    await handle.close();
  }
}
