import { withOrigin } from './file-set';
import type { Diagnostic, ParsedRecord, PlacedItem, ReadResult } from './types';

export interface Batch {
  records: ParsedRecord[];
  diagnostics: Diagnostic[];
  /** Server events and comments of an SSE capture, placed among `records`. */
  placed?: PlacedItem[];
  bytesRead: number;
}

/** A JSON Lines reader, or one that also reads SSE captures. */
export interface TextReader {
  push(chunk: string): ReadResult;
  finish(): ReadResult;
}

export interface StreamOptions {
  /** Subagent chain stamped on every record (PROTOCOL.md §7); empty for a top-level session. */
  origin?: readonly string[];
  maxRecords?: number;
  /**
   * Characters of the lines waiting (default 1 M): large records go in smaller batches, so each
   * dies young in the worker's heap instead of surviving collections while the batch fills.
   */
  maxChars?: number;
  maxMs?: number;
  signal?: AbortSignal;
  /** Sees every chunk of bytes before it is decoded (the kept values' line starts). */
  onBytes?: (chunk: Uint8Array) => void;
}

function countBytes(
  onChunk: (chunk: Uint8Array) => void,
): TransformStream<Uint8Array<ArrayBuffer>, BufferSource> {
  return new TransformStream({
    transform(chunk, controller) {
      onChunk(chunk);
      controller.enqueue(chunk);
    },
  });
}

/**
 * Streams bytes through a JSONL reader and hands results over in batches: the first records as
 * soon as a chunk yields any (the reader's first screen), then every `maxRecords` records or
 * `maxMs` milliseconds, whichever comes first, so a receiver across a worker boundary gets few
 * large messages. Resolves with the bytes read, or null when cancelled through `signal`.
 */
export async function streamJsonl(
  bytes: ReadableStream<Uint8Array<ArrayBuffer>>,
  reader: TextReader,
  onBatch: (batch: Batch) => void,
  {
    origin = [],
    maxRecords = 2000,
    maxChars = 1 << 20,
    maxMs = 50,
    signal,
    onBytes,
  }: StreamOptions = {},
): Promise<number | null> {
  let bytesRead = 0;
  let pending: Batch = { records: [], diagnostics: [], bytesRead: 0 };
  let lastPost = Date.now();
  let pendingChars = 0;
  let firstSent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = () => {
    clearTimeout(timer);
    timer = undefined;
    lastPost = Date.now();
    if (
      pending.records.length === 0 &&
      pending.diagnostics.length === 0 &&
      pending.placed === undefined
    )
      return;
    onBatch({ ...pending, bytesRead });
    pending = { records: [], diagnostics: [], bytesRead: 0 };
    pendingChars = 0;
  };
  const add = (result: ReadResult) => {
    for (const s of result.placed ?? [])
      (pending.placed ??= []).push({ ...s, before: s.before + pending.records.length });
    for (const r of result.records) {
      pendingChars += r.text?.length ?? 0;
      if (!origin.length) pending.records.push(r);
      else {
        // Stamped with its origin, the envelope is no longer what its line says.
        const { text: _line, ...stamped } = r;
        pending.records.push({ ...stamped, envelope: withOrigin(r.envelope, origin) });
      }
    }
    for (const d of result.diagnostics) pending.diagnostics.push(d);
    const first = !firstSent && pending.records.length > 0;
    if (
      first ||
      pending.records.length >= maxRecords ||
      pendingChars >= maxChars ||
      Date.now() - lastPost >= maxMs
    ) {
      firstSent ||= first;
      post();
    }
    // A slow network can leave records waiting for the next chunk; the timer bounds that wait.
    else timer ??= setTimeout(post, maxMs);
  };

  const text = bytes
    .pipeThrough(
      countBytes((chunk) => {
        bytesRead += chunk.byteLength;
        onBytes?.(chunk);
      }),
    )
    .pipeThrough(new TextDecoderStream());
  const stream = text.getReader();
  const cancel = () => void stream.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await stream.read();
      if (signal?.aborted) return null;
      if (done) break;
      add(reader.push(value));
    }
    add(reader.finish());
    post();
    return bytesRead;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
