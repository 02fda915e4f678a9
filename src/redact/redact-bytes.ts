// A file redacted as bytes: the Redactor reads text, but a line that is not valid UTF-8 would come
// out with its invalid bytes as U+FFFD, changed though it held nothing to redact. Such a line is
// written as its own bytes unless a secret on it was replaced, and named either way.
import { Redactor, type RedactKind } from './redact-stream';
import type { Finding } from './scan';

const LF = 0x0a;

/** A line that is not valid UTF-8: written byte for byte, or as UTF-8 when a secret was replaced. */
export interface NotUtf8Line {
  line: number;
  rewritten: boolean;
}

/** The parts in order, as one array (a lone part not copied). */
function joined(all: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  // A chunk's lines follow an empty rest of the one before, most often: then nothing is copied.
  const parts = all.filter((p) => p.length > 0);
  const [one] = parts;
  if (parts.length === 1 && one && one.buffer instanceof ArrayBuffer)
    return new Uint8Array(one.buffer, one.byteOffset, one.length);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class ByteRedactor {
  private readonly text: Redactor;
  /** A BOM is text to the Redactor (it skips it before the first line's JSON), kept as written. */
  private readonly strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private readonly lossy = new TextDecoder('utf-8', { ignoreBOM: true });
  private readonly encoder = new TextEncoder();
  /** The bytes of the line not yet ended. */
  private open: Uint8Array[] = [];
  /** Lines read so far, and lines written. */
  private read = 0;
  private written = 0;
  /** Lines not valid UTF-8 and not yet written: their bytes and their text as the Redactor got it. */
  private readonly invalid = new Map<number, { bytes: Uint8Array; text: string }>();
  readonly notUtf8: NotUtf8Line[] = [];

  constructor(file: string, kind: RedactKind, keep?: (f: Finding) => boolean) {
    this.text = new Redactor(file, kind, keep);
  }

  get findings(): Finding[] {
    return this.text.findings;
  }

  /** The redacted bytes of the lines `chunk` completes. */
  push(chunk: Uint8Array): Uint8Array<ArrayBuffer> {
    const end = chunk.lastIndexOf(LF);
    if (end === -1) {
      this.open.push(chunk);
      return new Uint8Array(0);
    }
    const lines = joined([...this.open, chunk.subarray(0, end + 1)]);
    this.open = [chunk.subarray(end + 1)];
    return this.bytesOf(this.text.push(this.decoded(lines)));
  }

  /** The redacted rest: the last line without its end, or the JSON document. */
  finish(): Uint8Array<ArrayBuffer> {
    const rest = joined(this.open);
    this.open = [];
    const text = rest.length > 0 ? this.decoded(rest) : '';
    return joined([this.bytesOf(this.text.push(text)), this.bytesOf(this.text.finish())]);
  }

  /** Complete lines (or the last one) as text: in one piece when all are UTF-8, the common case. */
  private decoded(bytes: Uint8Array): string {
    try {
      const text = this.strict.decode(bytes);
      this.read += byteLinesIn(bytes);
      return text;
    } catch {
      let out = '';
      for (let from = 0; from < bytes.length;) {
        const lf = bytes.indexOf(LF, from);
        const to = lf === -1 ? bytes.length : lf + 1;
        const line = bytes.subarray(from, to);
        this.read += 1;
        let text: string;
        try {
          text = this.strict.decode(line);
        } catch {
          text = this.lossy.decode(line);
          // Copied: it may be written after the caller reused the chunk it was cut from.
          this.invalid.set(this.read, { bytes: line.slice(), text });
        }
        out += text;
        from = to;
      }
      return out;
    }
  }

  /** The Redactor's output as bytes, each invalid line it left unchanged as its own bytes. */
  private bytesOf(text: string): Uint8Array<ArrayBuffer> {
    if (text === '') return new Uint8Array(0);
    if (this.invalid.size === 0) {
      this.written += linesIn(text);
      return this.encoder.encode(text);
    }
    const parts: Uint8Array[] = [];
    for (let from = 0; from < text.length;) {
      const lf = text.indexOf('\n', from);
      const to = lf === -1 ? text.length : lf + 1;
      const line = text.slice(from, to);
      this.written += 1;
      const invalid = this.invalid.get(this.written);
      if (invalid) {
        this.invalid.delete(this.written);
        const same = invalid.text === line;
        this.notUtf8.push({ line: this.written, rewritten: !same });
        parts.push(same ? invalid.bytes : this.encoder.encode(line));
      } else parts.push(this.encoder.encode(line));
      from = to;
    }
    return joined(parts);
  }
}

/** Lines begun in `text`: one per line end, and one more for a last line without one. */
function linesIn(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) n++;
  return text.length > 0 && !text.endsWith('\n') ? n + 1 : n;
}

/** linesIn for bytes. */
function byteLinesIn(bytes: Uint8Array): number {
  let n = 0;
  for (let at = bytes.indexOf(LF); at !== -1; at = bytes.indexOf(LF, at + 1)) n++;
  return bytes.length > 0 && bytes[bytes.length - 1] !== LF ? n + 1 : n;
}
