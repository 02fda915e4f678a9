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

/** What grouping needs from a file before streaming it: its name, size and session_meta. */
export async function probeFile(file: File, fileIndex: number): Promise<FileMeta> {
  const meta: FileMeta = { fileIndex, name: file.name, size: file.size, subagentIds: [] };
  let value: unknown;
  try {
    value = JSON.parse(await readFirstLine(file));
  } catch {
    return meta;
  }
  const checked = validateEnvelope(value);
  if (checked.ok && checked.value.type === 'session_meta') meta.sessionMeta = checked.value.payload;
  return meta;
}
