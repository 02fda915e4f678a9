import { validateEnvelope } from '../protocol/validate';
import { DEFAULT_MAX_LINE_MB, megabytes } from './line-splitter';
import type { FileMeta } from './types';

const FIRST_SLICE = 64 * 1024;
const LF = 0x0a;
const CR = 0x0d;

/** What the probe needs of a file: a Blob, or anything that hands out slices of bytes. */
export interface ByteSource {
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

export interface FirstLineOptions {
  firstSlice?: number;
  /** A first line longer than this many bytes is not read (the reader skips it too). */
  maxBytes?: number;
}

/**
 * The first line of a file, reading slices that grow fourfold until a line break shows up: a
 * session_meta line carries the whole system prompt and tool schemas, so 64 KB is not always
 * enough, and reading the whole file to find out would defeat the point. Null when the line runs
 * past `maxBytes`: at most that many bytes (and one more) are ever read, so a one-line gigabyte
 * costs no more than the record limit.
 */
export async function readFirstLine(
  blob: ByteSource,
  { firstSlice = FIRST_SLICE, maxBytes = megabytes(DEFAULT_MAX_LINE_MB) }: FirstLineOptions = {},
): Promise<string | null> {
  const parts: Uint8Array[] = [];
  let read = 0;
  let want = firstSlice;
  while (read < blob.size) {
    // One byte past the limit tells a line of exactly the limit from a longer one.
    const end = Math.min(read + want, blob.size, maxBytes + 1);
    const part = new Uint8Array(await blob.slice(read, end).arrayBuffer());
    const cut = lineEnd(part);
    const line = cut === -1 ? part : part.subarray(0, cut);
    if (read + line.length > maxBytes) return null;
    parts.push(line);
    read += part.length;
    if (cut !== -1 || part.length === 0) break;
    want *= 4;
  }
  const decoder = new TextDecoder();
  return parts.map((p) => decoder.decode(p, { stream: true })).join('') + decoder.decode();
}

/** The first LF or CR (native searches: a slice may be tens of megabytes). */
function lineEnd(bytes: Uint8Array): number {
  const lf = bytes.indexOf(LF);
  const cr = bytes.indexOf(CR);
  return lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
}

/** A file to probe: its name, size and bytes. */
export interface ProbedFile extends ByteSource {
  readonly name: string;
}

/**
 * The first line of a response body, and no more of it downloaded: null when the line runs past
 * `maxBytes` (a one-line gigabyte behind a URL costs no more than the record limit).
 */
export async function readFirstStreamLine(
  body: ReadableStream<Uint8Array>,
  maxBytes = megabytes(DEFAULT_MAX_LINE_MB),
): Promise<string | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let line = '';
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const cut = lineEnd(value);
      const part = cut === -1 ? value : value.subarray(0, cut);
      read += part.length;
      if (read > maxBytes) return null;
      line += decoder.decode(part, { stream: true });
      if (cut !== -1) break;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return line + decoder.decode();
}

function withSessionMeta(meta: FileMeta, firstLine: string | null): FileMeta {
  if (firstLine === null) return meta;
  let value: unknown;
  try {
    value = JSON.parse(firstLine);
  } catch {
    return meta;
  }
  const checked = validateEnvelope(value);
  return checked.ok && checked.value.type === 'session_meta'
    ? { ...meta, sessionMeta: checked.value.payload }
    : meta;
}

/** What grouping needs from a file before streaming it: its name, size and session_meta. */
export async function probeFile(
  file: ProbedFile,
  fileIndex: number,
  maxBytes?: number,
): Promise<FileMeta> {
  const meta: FileMeta = { fileIndex, name: file.name, size: file.size, subagentIds: [] };
  const line = await readFirstLine(file, maxBytes !== undefined ? { maxBytes } : {}).catch(
    () => null,
  );
  return withSessionMeta(meta, line);
}

/**
 * The same for a URL, from the first line of its body: a parent and its children given as
 * `?trace=` URLs whose names are not `<sessionId>_NNN.jsonl` are told apart and nested only by
 * their session_meta, as dropped files are. A URL that cannot be read probes as a name only; the
 * load reports why.
 */
export async function probeUrl(
  url: string,
  name: string,
  fileIndex: number,
  get: (url: string) => Promise<Response> = (u) => fetch(u),
  maxBytes?: number,
): Promise<FileMeta> {
  const meta: FileMeta = { fileIndex, name, size: 0, subagentIds: [] };
  try {
    const response = await get(url);
    if (!response.ok || !response.body) return meta;
    // Its size, as the parse job takes it too: of two copies of one file, the larger is kept
    // (file-copies.ts), the one the library index derived the session from.
    const size = Number(response.headers.get('content-length') ?? 0) || 0;
    return withSessionMeta({ ...meta, size }, await readFirstStreamLine(response.body, maxBytes));
  } catch {
    return meta;
  }
}
