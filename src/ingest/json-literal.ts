// JSON string literals found inside a line of JSON without parsing it: where one ends, and its
// size in UTF-8. Both kept values (kept-values.ts) and writing them back (kept-files.ts) need
// them on lines of megabytes, so they jump from quote to quote rather than walk characters.

/** Whether the character at `at` is escaped: an odd run of backslashes stands before it. */
export function escapedAt(json: string, at: number): boolean {
  let slashes = 0;
  while (json.charCodeAt(at - 1 - slashes) === 0x5c) slashes++;
  return slashes % 2 === 1;
}

/** The end (after its closing quote) of the JSON string literal opening at `from`, or -1. */
export function literalEnd(json: string, from: number): number {
  for (let q = json.indexOf('"', from + 1); q >= 0; q = json.indexOf('"', q + 1))
    if (!escapedAt(json, q)) return q + 1;
  return -1;
}

/** UTF-8 bytes of `text` from `from` to `to`, or -1 past a U+FFFD (bytes the decoder replaced). */
export function utf8Length(text: string, from: number, to: number): number {
  let bytes = to - from;
  for (let i = from; i < to; i++) {
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
