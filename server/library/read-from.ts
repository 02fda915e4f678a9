import { type FileHandle, open } from 'node:fs/promises';

const LF = 0x0a;
const CR = 0x0d;

/**
 * Where each line of `buf` that has its break starts, and where the last break ends. Lines break
 * where the app's reader breaks them (LF, CRLF or a lone CR, src/ingest/line-splitter.ts), so a
 * record's line number and byte offset agree with a read of the whole file. A CR that is the
 * last byte may be half of a CRLF: its line waits for the next read, unless `read` says the
 * bytes are ones an earlier read ended after a break.
 */
export function completeLines(
  buf: Buffer,
  read: 'growing' | 'read before' = 'growing',
): { starts: number[]; end: number } {
  const starts: number[] = [];
  let at = 0;
  let end = 0;
  // Each search runs at most once over the buffer, as in the splitter.
  let lf = -2;
  let cr = -2;
  while (at < buf.length) {
    if (lf !== -1 && lf < at) lf = buf.indexOf(LF, at);
    if (cr !== -1 && cr < at) cr = buf.indexOf(CR, at);
    const brk = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (brk === -1 || (brk === cr && brk + 1 === buf.length && read === 'growing')) break;
    starts.push(at);
    at = brk === cr && buf[brk + 1] === LF ? brk + 2 : brk + 1;
    end = at;
  }
  return { starts, end };
}

/** Bytes looked at per read when the last line break is searched for from a file's end. */
const TAIL_CHUNK = 64 * 1024;

/**
 * Where the complete lines of a file's first `size` bytes end (0: it has none), as
 * `completeLines` would say of them all, found from the end: a file is not read whole for it.
 */
export async function completeLinesEnd(
  handle: FileHandle,
  size: number,
  chunk = TAIL_CHUNK,
): Promise<number> {
  for (let to = size; to > 0;) {
    const from = Math.max(0, to - chunk);
    const buf = await readRange(handle, from, to);
    for (let i = buf.length - 1; i >= 0; i -= 1) {
      // A CR that is the last byte may be half of a CRLF still being written: no break yet.
      if (buf[i] === LF || (buf[i] === CR && from + i + 1 < size)) return from + i + 1;
    }
    to = from;
  }
  return 0;
}

/**
 * Bytes `offset` up to `size` of a file (fewer if it is shorter now): of `path`, or of a file
 * already open, which is read where it is and left open.
 */
export async function readRange(
  file: string | FileHandle,
  offset: number,
  size: number,
): Promise<Buffer> {
  const handle = typeof file === 'string' ? await open(file, 'r') : file;
  try {
    const buf = Buffer.alloc(Math.max(0, size - offset));
    let got = 0;
    while (got < buf.length) {
      const { bytesRead } = await handle.read(buf, got, buf.length - got, offset + got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return buf.subarray(0, got);
  } finally {
    if (typeof file === 'string') await handle.close();
  }
}

/**
 * The complete lines of a file (a path, or a file already open) from byte `offset` up to `size`.
 * A last line without its break is still being written (or was cut by a crash): it is left for
 * the next read, so `bytes` stops after the last break (`read` holds the bytes up to there).
 * `lineStarts` holds each complete line's byte offset in the file.
 */
export async function readCompleteLines(
  file: string | FileHandle,
  offset: number,
  size: number,
): Promise<{ text: string; read: Buffer; lineStarts: number[] }> {
  if (size <= offset) return { text: '', read: Buffer.alloc(0), lineStarts: [] };
  const buf = await readRange(file, offset, size);
  const { starts, end } = completeLines(buf);
  return {
    text: buf.subarray(0, end).toString('utf8'),
    read: buf.subarray(0, end),
    lineStarts: starts.map((s) => offset + s),
  };
}
