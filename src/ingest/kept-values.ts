// The parse worker's side of kept values (protocol/kept-value.ts): a record's images and inline
// data of a Trace file read from disk stay in the file, and the page gets their byte range
// instead of megabytes of base64 it would hold for as long as the document is open.
import { keptValueRef } from '../protocol/kept-value';
import type {
  Envelope,
  ImageUrlPayload,
  InlineDataPayload,
  PartialToolCallOutputPayload,
  ToolCallOutputPayload,
} from '../protocol/types';

/** From this many characters a data URL stays in its file (a shorter line holds none). */
export const KEEP_FROM = 64 * 1024;

/** UTF-8 bytes of `text` before `end`, or -1 past a U+FFFD (bytes the decoder replaced). */
function utf8Before(text: string, end: number): number {
  let bytes = end;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c === 0xfffd) return -1;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 2; // a surrogate pair: two units, four bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * The reference standing for `value`, or null when it stays inline: too short, not an image's
 * data URL (or, for `bare`, base64 with its type beside it), not ASCII (its bytes would not be
 * its characters), or not written verbatim in its line. Any verbatim occurrence does: its bytes
 * are the value, wherever in the line they sit.
 */
function keep(
  value: unknown,
  line: string,
  lineStart: number,
  nonce: string,
  bare = false,
): string | null {
  if (typeof value !== 'string' || value.length < KEEP_FROM) return null;
  if (!bare && !value.startsWith('data:image/')) return null;
  const comma = bare ? -1 : value.indexOf(',');
  if (comma > 100 || (!bare && comma < 0) || !ASCII.test(value)) return null;
  const at = line.indexOf(value);
  const before = at < 0 ? -1 : utf8Before(line, at);
  if (before < 0) return null;
  const start = lineStart + before;
  return keptValueRef({ nonce, start, end: start + value.length, head: value.slice(0, comma + 1) });
}

/**
 * Replaces the long images of a known record read from `line` (starting at byte `lineStart` of
 * its file) by references, in place. True when any was replaced: the line is then no longer the
 * record's JSON.
 */
export function keepLongValues(
  envelope: Envelope,
  line: string,
  lineStart: number,
  nonce: string,
): boolean {
  const p = envelope.payload;
  let changed = false;
  const swap = (value: string, bare = false) => {
    const ref = keep(value, line, lineStart, nonce, bare);
    if (ref === null) return value;
    changed = true;
    return ref;
  };
  if (p.type === 'tool_call_output' || p.type === 'partial_tool_call_output') {
    const output = p as ToolCallOutputPayload | PartialToolCallOutputPayload;
    if (output.images) output.images = output.images.map((image) => swap(image));
  } else if (p.type === 'image_url') {
    const image = p as ImageUrlPayload;
    image.image_url = swap(image.image_url);
  } else if (p.type === 'inline_data') {
    const inline = p as InlineDataPayload;
    inline.data = swap(inline.data, true);
  }
  return changed;
}
