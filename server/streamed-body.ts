import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Characters handed to a socket at once. */
const CHUNK = 64 * 1024;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Pieces regrouped into chunks of about `size` characters: small pieces joined, a large one cut
 * (never between the two halves of a surrogate pair, each of which alone would be written as
 * U+FFFD). A large piece is sliced, not copied.
 */
export function* chunks(pieces: Iterable<string>, size = CHUNK): Generator<string> {
  let small = '';
  for (const piece of pieces) {
    if (small.length + piece.length <= size) {
      small += piece;
      continue;
    }
    if (small) yield small;
    let at = 0;
    while (piece.length - at > size) {
      let end = at + size;
      if (isHighSurrogate(piece.charCodeAt(end - 1))) end--;
      yield piece.slice(at, end);
      at = end;
    }
    small = piece.slice(at);
  }
  if (small) yield small;
}

/**
 * Writes a body chunk by chunk, the next one only once the socket took the last: a slow client
 * holds one chunk, and the server answers other requests between chunks.
 */
export function sendStreamed(
  res: ServerResponse,
  headers: OutgoingHttpHeaders,
  bytes: number,
  pieces: Iterable<string>,
): void {
  res.writeHead(200, { ...headers, 'Content-Length': bytes });
  const next = chunks(pieces);
  const pump = (): void => {
    for (let c = next.next(); !c.done; c = next.next())
      if (!res.write(c.value)) {
        res.once('drain', pump);
        return;
      }
    res.end();
  };
  pump();
}
