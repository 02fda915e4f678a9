const LF = 10;
const CR = 13;
const BOM = '\uFEFF';

/**
 * Splits pushed text into lines on LF, CRLF or a lone CR. A CR ending a chunk ends its line at
 * once; a LF opening the next chunk is then swallowed, so CRLF split across pushes is one break.
 */
export class LineSplitter {
  private pending: string[] = [];
  private skipLf = false;
  private started = false;

  push(chunk: string): string[] {
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.startsWith(BOM)) chunk = chunk.slice(1);
    }
    const lines: string[] = [];
    let start = 0;
    if (this.skipLf && chunk.length > 0) {
      this.skipLf = false;
      if (chunk.charCodeAt(0) === LF) start = 1;
    }
    for (let i = start; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c !== LF && c !== CR) continue;
      lines.push(this.take(chunk.slice(start, i)));
      if (c === CR) {
        if (i + 1 === chunk.length) this.skipLf = true;
        else if (chunk.charCodeAt(i + 1) === LF) i++;
      }
      start = i + 1;
    }
    if (start < chunk.length) this.pending.push(chunk.slice(start));
    return lines;
  }

  /** Returns the unterminated last line, if any. Calling it again returns nothing. */
  flush(): string[] {
    this.skipLf = false;
    if (this.pending.length === 0) return [];
    return [this.take('')];
  }

  // Pieces of a long line are joined once, not per push: a megabyte base64 line can arrive in
  // hundreds of chunks.
  private take(tail: string): string {
    if (this.pending.length === 0) return tail;
    this.pending.push(tail);
    const line = this.pending.join('');
    this.pending = [];
    return line;
  }
}
