// The parse worker's side of kept values (protocol/kept-value.ts): a record's images, inline
// data and long tool outputs of a Trace file read from disk stay in the file, and the page gets
// their byte range instead of megabytes it would hold for as long as the document is open.
import { keptTextHead, keptValueRef } from '../protocol/kept-value';
import { countLines } from '../protocol/text-lines';
import type {
  Envelope,
  ImageUrlPayload,
  InlineDataPayload,
  PartialToolCallOutputPayload,
  ToolCallOutputPayload,
} from '../protocol/types';

/** From this many characters a data URL stays in its file. */
export const KEEP_FROM = 64 * 1024;
/**
 * From this many characters a tool's output stays in its file: the length from which its row
 * shows only the first lines until asked (ui/common/long-text.tsx), so a row drawn before the
 * read has its final height.
 */
export const KEEP_TEXT_FROM = 20_000;
/** A line shorter than this holds no value that is kept. */
export const KEEP_LINE_FROM = KEEP_TEXT_FROM;
/** Characters of a kept text the page holds: what a list or a tooltip shows before reading. */
const TEXT_PREVIEW = 240;

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
 * The reference standing for a long text, or null when it stays inline: its JSON string literal
 * is not in its line as JSON.stringify writes it (another producer's escapes), or the line held
 * bytes the decoder replaced.
 */
/**
 * Where `literal` is written as the value of `key` in `line`, or -1. Found by the key and
 * compared in place: searching a line for a 50 KB literal cost as much as parsing it.
 */
function valueAt(line: string, key: string, literal: string): number {
  for (let at = line.indexOf(key); at >= 0; at = line.indexOf(key, at + 1)) {
    let p = at + key.length;
    while (line.charCodeAt(p) === 0x20) p++;
    // Not startsWith: V8 compares that one character at a time, a slice's === as memory.
    if (line.slice(p, p + literal.length) === literal) return p;
  }
  return -1;
}

function keepText(value: string, line: string, lineStart: number, nonce: string): string | null {
  if (value.length < KEEP_TEXT_FROM) return null;
  const literal = JSON.stringify(value);
  const at = valueAt(line, '"output":', literal);
  const before = at < 0 ? -1 : utf8Before(line, at);
  const bytes = before < 0 ? -1 : utf8Before(literal, literal.length);
  if (bytes < 0) return null;
  const start = lineStart + before;
  // A surrogate pair cut at the preview's end would be a lone half: the preview stops before it.
  const cut = /[\uD800-\uDBFF]/.test(value.charAt(TEXT_PREVIEW - 1))
    ? TEXT_PREVIEW - 1
    : TEXT_PREVIEW;
  const head = keptTextHead({
    length: value.length,
    lines: countLines(value),
    preview: value.slice(0, cut),
  });
  return keptValueRef({ nonce, start, end: start + bytes, head });
}

/**
 * Replaces the long images and outputs of a known record read from `line` (starting at byte `lineStart` of
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
    if (p.type === 'tool_call_output') {
      const ref = keepText(output.output, line, lineStart, nonce);
      if (ref !== null) {
        output.output = ref;
        changed = true;
      }
    }
  } else if (p.type === 'image_url') {
    const image = p as ImageUrlPayload;
    image.image_url = swap(image.image_url);
  } else if (p.type === 'inline_data') {
    const inline = p as InlineDataPayload;
    inline.data = swap(inline.data, true);
  }
  return changed;
}
