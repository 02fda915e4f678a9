import { StringDecoder } from 'node:string_decoder';

/**
 * Splits appended bytes into complete lines (LF, CRLF or CR). An unterminated last line is held
 * until its end arrives, and a multi-byte character cut between chunks is decoded whole.
 */
export class LineSplitter {
  private decoder = new StringDecoder('utf8');
  private rest = '';

  push(chunk: Buffer): string[] {
    const text = this.rest + this.decoder.write(chunk);
    // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
    const parts = text.split(/\r\n|\n|\r(?!$)/);
    this.rest = parts.pop() ?? '';
    return parts;
  }

  /** The unterminated remainder (a line cut by a crash), emptied. */
  flush(): string {
    const last = (this.rest + this.decoder.end()).replace(/\r$/, '');
    this.rest = '';
    this.decoder = new StringDecoder('utf8');
    return last;
  }
}
