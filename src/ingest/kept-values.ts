// The parse worker's side of kept values (protocol/kept-value.ts): a record's images, inline
// data and long tool outputs of a Trace file read from disk stay in the file, and the page gets
// their byte range instead of megabytes it would hold for as long as the document is open.
import { keptTextHead, keptValueRef } from '../protocol/kept-value';
import { countLines } from '../protocol/text-lines';
import { literalEnd, utf8Length } from './json-literal';
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
/**
 * A shorter output stays in its file too from this many characters and BOX_LINES lines: its
 * box (28rem of 20-pixel lines, ui/tools/tool-output-view.tsx) is then full at any width, the
 * height it has while it is read. On a gigabyte of 1–50 KB outputs the page and the search
 * worker each held 100 MB of such outputs.
 */
export const KEEP_LINES_FROM = 4_096;
const BOX_LINES = 32;
/** A line shorter than this holds no value that is kept. */
export const KEEP_LINE_FROM = Math.min(KEEP_FROM, KEEP_LINES_FROM);
/** Characters of a kept text the page holds: what a list or a tooltip shows before reading. */
const TEXT_PREVIEW = 240;

const ASCII = /^[\x20-\x7e]*$/;

/** Where a line lies in its file: its first byte, and where its break starts (-1: not known). */
export interface LineBytes {
  start: number;
  end: number;
}

/** Where `value` is written verbatim in `line`, or -1: found by its start, compared in place. */
function verbatimAt(line: string, value: string): number {
  const start = value.slice(0, 64);
  for (let at = line.indexOf(start); at >= 0; at = line.indexOf(start, at + 1))
    if (line.slice(at, at + value.length) === value) return at;
  return -1;
}

/**
 * The reference standing for `value`, or null when it stays inline: too short, not an image's
 * data URL (or, for `bare`, base64 with its type beside it), not ASCII (its bytes would not be
 * its characters), or not written verbatim in its line. Any verbatim occurrence does: its bytes
 * are the value, wherever in the line they sit.
 */
function keep(
  value: unknown,
  line: string,
  bytes: LineBytes,
  nonce: string,
  bare = false,
): string | null {
  if (typeof value !== 'string' || value.length < KEEP_FROM) return null;
  if (!bare && !value.startsWith('data:image/')) return null;
  const comma = bare ? -1 : value.indexOf(',');
  if (comma > 100 || (!bare && comma < 0)) return null;
  // A line of as many bytes as characters is ASCII, and so is all of it: no need to check a
  // megabyte of base64 character by character.
  const ascii = bytes.end - bytes.start === line.length;
  if (!ascii && !ASCII.test(value)) return null;
  const at = verbatimAt(line, value);
  const before = at < 0 ? -1 : ascii ? at : utf8Length(line, 0, at);
  if (before < 0) return null;
  const start = bytes.start + before;
  return keptValueRef({ nonce, start, end: start + value.length, head: value.slice(0, comma + 1) });
}

const OUTPUT_KEY = '"output":';

/** Where the value of the key at `key` starts: after the key and any spaces. */
function valueStart(line: string, key: number): number {
  let p = key + OUTPUT_KEY.length;
  while (line.charCodeAt(p) === 0x20) p++;
  return p;
}

/**
 * Where `value`, a payload's `output`, is written in `line`: its JSON string literal. A key's
 * quotes are never escaped and a string's always are, so `"output":` is always a key: when the
 * line holds one, it is the payload's, whatever escapes its literal uses. With more (a nested
 * object's), the one whose literal is JSON.stringify's, compared in place (searching a line for a
 * 50 KB literal costs as much as parsing it; startsWith compares one character at a time).
 */
function outputLiteral(line: string, value: string): { at: number; end: number } | null {
  const first = line.indexOf(OUTPUT_KEY);
  if (first < 0) return null;
  const at = valueStart(line, first);
  const end = line.charCodeAt(at) === 0x22 ? literalEnd(line, at) : -1;
  // No key inside a literal: past this one is all that is left to look through. A literal is
  // never shorter than its text, nor over six characters (`\uXXXX`) for each of its units: one
  // outside that is another key's (the payload's written with an escaped name).
  const raw = end - at - 2;
  const fits = raw >= value.length && raw <= value.length * 6;
  if (end > 0 && fits && line.indexOf(OUTPUT_KEY, end) < 0) return { at, end };
  const literal = JSON.stringify(value);
  for (let k = first; k >= 0; k = line.indexOf(OUTPUT_KEY, k + 1)) {
    const at = valueStart(line, k);
    if (line.slice(at, at + literal.length) === literal) return { at, end: at + literal.length };
  }
  return null;
}

/**
 * The reference standing for a long output, or null when it stays inline: too short, its
 * literal not found (see outputLiteral), or the line held bytes the decoder replaced.
 */
function keepText(value: string, line: string, bytes: LineBytes, nonce: string): string | null {
  if (value.length < KEEP_LINES_FROM) return null;
  const lines = countLines(value);
  if (value.length < KEEP_TEXT_FROM && lines < BOX_LINES) return null;
  const literal = outputLiteral(line, value);
  const before = literal ? utf8Length(line, 0, literal.at) : -1;
  if (!literal || before < 0) return null;
  const start = bytes.start + before;
  // Counted back from the line's end when it is known: only the few characters after the
  // literal, not its fifty thousand, are walked.
  const after = bytes.end < 0 ? -1 : utf8Length(line, literal.end, line.length);
  const end = after >= 0 ? bytes.end - after : start + utf8Length(line, literal.at, literal.end);
  if (end <= start) return null;
  // A surrogate pair cut at the preview's end would be a lone half: the preview stops before it.
  const cut = /[\uD800-\uDBFF]/.test(value.charAt(TEXT_PREVIEW - 1))
    ? TEXT_PREVIEW - 1
    : TEXT_PREVIEW;
  const head = keptTextHead({
    length: value.length,
    lines,
    preview: value.slice(0, cut),
  });
  return keptValueRef({ nonce, start, end, head });
}

/**
 * Replaces the long images and outputs of a known record read from `line` (at `bytes` of its
 * file) by references, in place. True when any was replaced: the line is then no longer the
 * record's JSON.
 */
export function keepLongValues(
  envelope: Envelope,
  line: string,
  bytes: LineBytes,
  nonce: string,
): boolean {
  const p = envelope.payload;
  let changed = false;
  const swap = (value: string, bare = false) => {
    const ref = keep(value, line, bytes, nonce, bare);
    if (ref === null) return value;
    changed = true;
    return ref;
  };
  if (p.type === 'tool_call_output' || p.type === 'partial_tool_call_output') {
    const output = p as ToolCallOutputPayload | PartialToolCallOutputPayload;
    if (output.images) output.images = output.images.map((image) => swap(image));
    if (p.type === 'tool_call_output') {
      const ref = keepText(output.output, line, bytes, nonce);
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
