// What the library's file route sends: a length, and a stream of exactly that many bytes. A file
// on the disk streams from its open handle (up to 512 MB, never held whole in memory); a file
// rebuilt from the team store's records is text already.
import { Readable } from 'node:stream';

export interface FileBody {
  /** Bytes the stream gives: the Content-Length. */
  length: number;
  /** Read once; destroying it (a reader gone) closes what it reads from. */
  stream: Readable;
}

export function textBody(text: string): FileBody {
  const bytes = Buffer.from(text, 'utf8');
  return { length: bytes.length, stream: Readable.from([bytes]) };
}
