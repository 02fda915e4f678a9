// A UTF-16 file read as UTF-8 (the only encoding of Trace files and SSE captures) comes out as
// garbage: its byte order mark as two U+FFFD, each ASCII character with a NUL beside it. Every line
// would then fail as invalid JSON; one diagnostic naming the encoding says what is wrong.

export interface Utf16 {
  order: 'LE' | 'BE';
  bom: boolean;
}

/** Character pairs looked at: enough for a verdict, however long the file. */
const PAIRS = 128;

/** The file whose decoded start is `head` is UTF-16, judging by its NULs; undefined if not. */
export function utf16Of(head: string): Utf16 | undefined {
  const bom = head.startsWith('\uFFFD\uFFFD');
  const text = bom ? head.slice(2) : head;
  let le = 0;
  let be = 0;
  const pairs = Math.min(PAIRS, Math.floor(text.length / 2));
  for (let i = 0; i < pairs; i++) {
    const a = text.charCodeAt(2 * i) === 0;
    const b = text.charCodeAt(2 * i + 1) === 0;
    if (!a && b) le++;
    else if (a && !b) be++;
  }
  // ASCII-heavy JSON or SSE has a NUL in nearly every pair; a text with stray NULs does not.
  const enough = (n: number) => n >= 2 && n >= pairs * 0.8;
  if (enough(le)) return { order: 'LE', bom };
  if (enough(be)) return { order: 'BE', bom };
  return undefined;
}
