// Where each line of a file starts, in bytes, counted on the bytes before they are decoded: the
// parse worker needs the byte range of a value it leaves in the file (kept-values.ts), and the
// decoded text no longer knows its bytes. Line breaks are found as LineSplitter finds them (LF,
// CRLF, a lone CR): CR and LF are single bytes in UTF-8 and never part of another character, so
// the n-th break in the bytes is the n-th break in the text.

const LF = 10;
const CR = 13;
const BOM = [0xef, 0xbb, 0xbf];

export class LineStarts {
  /** Starts of the lines after the one last taken; `taken` + 1 is the first line queued. */
  private queue: number[] = [0];
  /** Where the same lines' breaks start, as far as seen (the last line's may not be yet). */
  private ends: number[] = [];
  /** Where the line last taken ends (its break starts), or -1 while its break is not seen. */
  lastEnd = -1;
  private head = 0;
  private taken = 0;
  private offset = 0;
  /** Bytes of a byte order mark seen so far; -1 once the file is known to have none. */
  private bom = 0;
  private lastWasCr = false;

  push(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    // The decoder drops a byte order mark: the first line then starts after it. It may arrive a
    // byte at a time.
    for (let k = 0; this.bom >= 0 && this.bom < BOM.length && k < bytes.length; k++)
      if (bytes[k] === BOM[this.bom]) {
        this.bom++;
        if (this.bom === BOM.length) this.queue[0] = BOM.length;
      } else this.bom = -1;
    // A plain loop over the bytes: decoding them as windows-1252 text to search with a string's
    // indexOf was three times faster on one machine (Chromium 156) and four times slower on
    // another (Chromium 150, Node 20), where this loop takes 0.6-0.9 ns a byte.
    let i = 0;
    // A CR that ended the last chunk and a LF opening this one are one break.
    if (this.lastWasCr && bytes[0] === LF) {
      // Its end was the CR's, already counted.
      this.queue[this.queue.length - 1] = this.offset + 1;
      i = 1;
    }
    this.lastWasCr = false;
    for (; i < bytes.length; i++) {
      const b = bytes[i] as number;
      if (b > CR || (b !== LF && b !== CR)) continue;
      this.ends.push(this.offset + i);
      if (b === CR) {
        if (i + 1 === bytes.length) this.lastWasCr = true;
        else if (bytes[i + 1] === LF) i++;
      }
      this.queue.push(this.offset + i + 1);
    }
    this.offset += bytes.length;
  }

  /**
   * The byte where line `line` (1-based) starts. Lines are asked in order, each at most once:
   * what comes before is forgotten, so a file of millions of lines holds a few numbers at a time.
   */
  take(line: number): number {
    this.head += line - this.taken - 1;
    this.taken = line;
    this.lastEnd = this.ends[this.head] ?? -1;
    const start = this.queue[this.head++] ?? -1;
    if (this.head > 4096 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.ends = this.ends.slice(this.head);
      this.head = 0;
    }
    return start;
  }
}
