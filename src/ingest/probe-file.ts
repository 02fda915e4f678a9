import { validateEnvelope } from '../protocol/validate';
import type { FileMeta } from './types';

const FIRST_SLICE = 64 * 1024;
const LF = 0x0a;
const CR = 0x0d;

function concat(parts: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The first line of a file, reading slices that grow fourfold until a line break shows up: a
 * session_meta line carries the whole system prompt and tool schemas, so 64 KB is not always
 * enough, and reading the whole file to find out would defeat the point.
 */
export async function readFirstLine(blob: Blob, firstSlice = FIRST_SLICE): Promise<string> {
  const parts: Uint8Array[] = [];
  let read = 0;
  let want = firstSlice;
  while (read < blob.size) {
    const part = new Uint8Array(await blob.slice(read, read + want).arrayBuffer());
    const cut = part.findIndex((b) => b === LF || b === CR);
    parts.push(cut === -1 ? part : part.subarray(0, cut));
    read += part.length;
    if (cut !== -1) break;
    want *= 4;
  }
  const bytes = concat(
    parts,
    parts.reduce((n, p) => n + p.length, 0),
  );
  return new TextDecoder().decode(bytes);
}

/** The first line of a response body; the rest of it is not downloaded. */
export async function readFirstStreamLine(body: ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const cut = value.findIndex((b) => b === LF || b === CR);
      parts.push(cut === -1 ? value : value.subarray(0, cut));
      if (cut !== -1) break;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(
    concat(
      parts,
      parts.reduce((n, p) => n + p.length, 0),
    ),
  );
}

function withSessionMeta(meta: FileMeta, firstLine: string): FileMeta {
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
export async function probeFile(file: File, fileIndex: number): Promise<FileMeta> {
  const meta: FileMeta = { fileIndex, name: file.name, size: file.size, subagentIds: [] };
  return withSessionMeta(meta, await readFirstLine(file).catch(() => ''));
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
): Promise<FileMeta> {
  const meta: FileMeta = { fileIndex, name, size: 0, subagentIds: [] };
  try {
    const response = await get(url);
    if (!response.ok || !response.body) return meta;
    return withSessionMeta(meta, await readFirstStreamLine(response.body));
  } catch {
    return meta;
  }
}
