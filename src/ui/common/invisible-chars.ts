// Characters that change how text reads without being seen: bidi controls (U+202E turns
// `read_\u202Efdp.exe` into what looks like `read_exe.pdf`), zero-width and other format
// characters, and control codes. Untrusted names, ids, paths and arguments show them as a visible
// code instead, so what a reader sees is what the trace holds.

/** Tab, newline and CRLF are layout, not disguise; everything else here is drawn as its code. */
const INVISIBLE =
  // Matching these characters one by one is the purpose, joiners and controls included.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /\r(?!\n)|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB]/g;

const NAMES: Readonly<Record<string, string>> = {
  '\u061C': 'ARABIC LETTER MARK',
  '\u200B': 'ZERO WIDTH SPACE',
  '\u200C': 'ZERO WIDTH NON-JOINER',
  '\u200D': 'ZERO WIDTH JOINER',
  '\u200E': 'LEFT-TO-RIGHT MARK',
  '\u200F': 'RIGHT-TO-LEFT MARK',
  '\u2028': 'LINE SEPARATOR',
  '\u2029': 'PARAGRAPH SEPARATOR',
  '\u202A': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202B': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202C': 'POP DIRECTIONAL FORMATTING',
  '\u202D': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202E': 'RIGHT-TO-LEFT OVERRIDE',
  '\u2060': 'WORD JOINER',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
  '\u00AD': 'SOFT HYPHEN',
  '\uFEFF': 'ZERO WIDTH NO-BREAK SPACE (BOM)',
  '\u001B': 'ESCAPE',
  '\u0000': 'NULL',
  '\u000D': 'CARRIAGE RETURN',
  '\u007F': 'DELETE',
};

export interface InvisibleChar {
  /** The character itself. */
  char: string;
  /** `U+202E`. */
  code: string;
  /** Its Unicode name when it is a well-known one, else a class ("control character"). */
  name: string;
}

export type TextPart = string | InvisibleChar;

const codeOf = (c: string): string =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

function describeChar(c: string): InvisibleChar {
  const n = c.codePointAt(0) ?? 0;
  const name =
    NAMES[c] ??
    (n < 0x20 || (n >= 0x7f && n <= 0x9f) ? 'control character' : 'invisible format character');
  return { char: c, code: codeOf(c), name };
}

/** True when `text` holds a character `splitInvisible` would reveal. */
export function hasInvisible(text: string): boolean {
  return text.search(INVISIBLE) !== -1;
}

/** The text cut into plain runs and the invisible characters between them, in order. */
export function splitInvisible(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const m of text.matchAll(INVISIBLE)) {
    if (m.index > from) parts.push(text.slice(from, m.index));
    parts.push(describeChar(m[0]));
    from = m.index + m[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** Plain text with each invisible character written as ⟨U+XXXX⟩ (titles, aria labels). */
export function revealInvisible(text: string): string {
  if (!hasInvisible(text)) return text;
  return splitInvisible(text)
    .map((p) => (typeof p === 'string' ? p : `⟨${p.code}⟩`))
    .join('');
}
