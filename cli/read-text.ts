import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

export const CHUNK_BYTES = 1 << 20;

/**
 * A file as decoded text chunks: Trace files run past 100 MB, so they are never held as one
 * string. The streaming decoder keeps a UTF-8 sequence cut by a chunk boundary for the next chunk.
 */
export async function* readTextChunks(
  path: string,
  chunkBytes = CHUNK_BYTES,
): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  for await (const chunk of createReadStream(path, { highWaterMark: chunkBytes })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/** The first `bytes` of a file, decoded (a cut multi-byte character at the end is dropped). */
export async function readHead(path: string, bytes = 4096): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return new TextDecoder().decode(buffer.subarray(0, bytesRead), { stream: true });
  } finally {
    await handle.close();
  }
}
