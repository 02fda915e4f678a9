// A plain query counted in the UTF-8 bytes of a JSON string literal, before any decoding: over a
// gigabyte's outputs kept in their file, decoding took as long as matching (about 2.8 ns a byte
// each on a 2-core machine with Chromium 150), and searching the bytes for the query's first
// letter skips most of them.

const BACKSLASH = 0x5c;
const LETTER_U = 0x75;

/**
 * Characters outside ASCII that a case-insensitive match (`giu`: simple case folding) takes for
 * an ASCII letter, in UTF-8: ſ for s and the Kelvin sign for k. The only two.
 */
const FOLDED_INTO_ASCII: readonly (readonly [string, readonly number[]])[] = [
  ['s', [0xc5, 0xbf]],
  ['k', [0xe2, 0x84, 0xaa]],
];

/** Whether `bytes` hold `seq` anywhere. */
function holds(bytes: Uint8Array, seq: readonly number[]): boolean {
  const first = seq[0] as number;
  for (let at = bytes.indexOf(first); at >= 0; at = bytes.indexOf(first, at + 1)) {
    let k = 1;
    while (k < seq.length && bytes[at + k] === seq[k]) k++;
    if (k === seq.length) return true;
  }
  return false;
}

/** Whether the byte at `at` is escaped: an odd run of backslashes before it. */
function escapedAt(bytes: Uint8Array, at: number): boolean {
  let slashes = 0;
  while (at - 1 - slashes >= 0 && bytes[at - 1 - slashes] === BACKSLASH) slashes++;
  return slashes % 2 === 1;
}

const isUpper = (b: number) => b >= 0x41 && b <= 0x5a;

/**
 * Counts `query` (printable ASCII with no quote, solidus or backslash: it is written as itself in
 * JSON) in a literal's bytes as the literal matcher counts it in the decoded literal
 * (`countInJsonLiteral` in matcher.ts): left to right, never overlapping, a match that starts on
 * an escape's letter dropped when `mayStartInEscape`. Null when only decoding can tell: a `\u`
 * escape, or a character a case-insensitive match would take for one of the query's letters.
 */
export function jsonBytesCounter(
  query: string,
  caseSensitive: boolean,
  mayStartInEscape: boolean,
): (bytes: Uint8Array) => number | null {
  const want = Array.from(query, (c) => {
    const b = c.charCodeAt(0);
    return !caseSensitive && isUpper(b) ? b | 0x20 : b;
  });
  // A letter of a case-insensitive query matches a byte of either case: b | 0x20 is its lower
  // case, and no other byte maps onto a lower-case letter that way.
  const folds = want.map((b) => !caseSensitive && b >= 0x61 && b <= 0x7a);
  const lower = query.toLowerCase();
  const folded = caseSensitive
    ? []
    : FOLDED_INTO_ASCII.filter(([letter]) => lower.includes(letter)).map(([, seq]) => seq);
  const m = want.length;
  const first = want[0] as number;
  const firstUpper = folds[0] ? first & ~0x20 : -1;
  const rest = (bytes: Uint8Array, at: number): boolean => {
    if (at + m > bytes.length) return false;
    for (let k = 1; k < m; k++) {
      const b = bytes[at + k] as number;
      if ((folds[k] ? b | 0x20 : b) !== want[k]) return false;
    }
    return true;
  };
  return (bytes) => {
    if (holds(bytes, [BACKSLASH, LETTER_U])) return null;
    for (const seq of folded) if (holds(bytes, seq)) return null;
    // Where the first letter occurs next in each case; -2 until looked for, -1 once none is left.
    let lo = -2;
    let up = firstUpper < 0 ? -1 : -2;
    const next = (from: number): number => {
      if (lo !== -1 && lo < from) lo = bytes.indexOf(first, from);
      if (up !== -1 && up < from) up = bytes.indexOf(firstUpper, from);
      return lo === -1 ? up : up === -1 ? lo : Math.min(lo, up);
    };
    let n = 0;
    for (let at = next(0); at >= 0;)
      if (!rest(bytes, at) || (mayStartInEscape && escapedAt(bytes, at))) at = next(at + 1);
      else {
        n += 1;
        at = next(at + m);
      }
    return n;
  };
}
