// Where each line of a file starts, in bytes, counted on the bytes before they are decoded: the
// parse worker needs the byte range of a value it leaves in the file (kept-values.ts), and the
// decoded text no longer knows its bytes. Line breaks are found as LineSplitter finds them (LF,
// CRLF, a lone CR): CR and LF are single bytes in UTF-8 and never part of another character, so
// the n-th break in the bytes is the n-th break in the text.

const LF = 10;
const BOM = [0xef, 0xbb, 0xbf];
/**
 * windows-1252 (the Encoding Standard's "latin1") maps every byte to one character of the Basic
 * Multilingual Plane, LF and CR to themselves: character positions are byte positions.
 */
const BYTES_AS_TEXT = new TextDecoder('latin1');

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
    // The decoder drops a byte order mark: the first line then starts after it. It may arrive a
    // byte at a time.
    for (let k = 0; this.bom >= 0 && this.bom < BOM.length && k < bytes.length; k++)
      if (bytes[k] === BOM[this.bom]) {
        this.bom++;
        if (this.bom === BOM.length) this.queue[0] = BOM.length;
      } else this.bom = -1;
    // Searched as text of one character per byte: a string's indexOf runs several times faster
    // than a byte array's (which the engines walk an element at a time), and a byte decoder
    // makes such a string almost at the speed of a copy.
    const text = BYTES_AS_TEXT.decode(bytes);
    let i = 0;
    // A CR that ended the last chunk and a LF opening this one are one break.
    if (this.lastWasCr && text.charCodeAt(0) === LF) {
      // Its end was the CR's, already counted.
      this.queue[this.queue.length - 1] = this.offset + 1;
      i = 1;
    }
    this.lastWasCr = false;
    let lf = -2;
    let cr = -2;
    while (i < text.length) {
      if (lf !== -1 && lf < i) lf = text.indexOf('\n', i);
      if (cr !== -1 && cr < i) cr = text.indexOf('\r', i);
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (end === -1) break;
      this.ends.push(this.offset + end);
      i = end + 1;
      if (end === cr) {
        if (i === text.length) this.lastWasCr = true;
        else if (text.charCodeAt(i) === LF) i++;
      }
      this.queue.push(this.offset + i);
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
