const LF = 10;
const BOM = '\uFEFF';
const MB = 1 << 20;

/**
 * The longest Trace line kept by default, in characters of decoded text (bytes, for the ASCII
 * that JSON mostly is): a line carrying a base64 image can be megabytes, but one of hundreds of
 * megabytes would take gigabytes once parsed.
 */
export const DEFAULT_MAX_LINE_MB = 64;

/** A line longer than the limit: skipped, so only its length is known. */
export interface OversizedLine {
  oversized: number;
}

export type SplitLine = string | OversizedLine;

export interface SplitterOptions {
  /** Lines longer than this many characters are skipped, never held whole (default: no limit). */
  maxLineLength?: number;
}

export const megabytes = (mb: number): number => Math.round(mb * MB);

/**
 * Splits pushed text into lines on LF, CRLF or a lone CR. A CR ending a chunk ends its line at
 * once; a LF opening the next chunk is then swallowed, so CRLF split across pushes is one break.
 * A line past `maxLineLength` is counted, not kept: at most the limit is ever held in memory.
 */
export class LineSplitter {
  private pending: string[] = [];
  private pendingLength = 0;
  private oversized = false;
  private skipLf = false;
  private started = false;
  readonly maxLineLength: number;

  constructor({ maxLineLength = Infinity }: SplitterOptions = {}) {
    this.maxLineLength = maxLineLength;
  }

  push(chunk: string): SplitLine[] {
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.startsWith(BOM)) chunk = chunk.slice(1);
    }
    const lines: SplitLine[] = [];
    let start = 0;
    if (this.skipLf && chunk.length > 0) {
      this.skipLf = false;
      if (chunk.charCodeAt(0) === LF) start = 1;
    }
    // Each search runs at most once over the chunk: a position found stays valid until passed,
    // and a miss stays a miss for the rest of the chunk.
    let lf = -2;
    let cr = -2;
    while (start < chunk.length) {
      if (lf !== -1 && lf < start) lf = chunk.indexOf('\n', start);
      if (cr !== -1 && cr < start) cr = chunk.indexOf('\r', start);
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (end === -1) {
        this.hold(chunk, start, chunk.length);
        break;
      }
      this.hold(chunk, start, end);
      lines.push(this.take());
      start = end + 1;
      if (end === cr) {
        if (start === chunk.length) this.skipLf = true;
        else if (chunk.charCodeAt(start) === LF) start++;
      }
    }
    return lines;
  }

  /** Returns the unterminated last line, if any. Calling it again returns nothing. */
  flush(): SplitLine[] {
    this.skipLf = false;
    return this.pendingLength === 0 ? [] : [this.take()];
  }

  private hold(chunk: string, start: number, end: number): void {
    const length = end - start;
    if (length === 0) return;
    this.pendingLength += length;
    if (this.oversized) return;
    if (this.pendingLength > this.maxLineLength) {
      this.oversized = true;
      this.pending = [];
      return;
    }
    this.pending.push(chunk.slice(start, end));
  }

  // Pieces of a long line are joined once, not per push: a megabyte base64 line can arrive in
  // hundreds of chunks.
  private take(): SplitLine {
    const line: SplitLine = this.oversized
      ? { oversized: this.pendingLength }
      : this.pending.length === 1
        ? (this.pending[0] ?? '')
        : this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    this.oversized = false;
    return line;
  }
}
