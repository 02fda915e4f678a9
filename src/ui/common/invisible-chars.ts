// Characters that change how text reads without being seen: bidi controls (U+202E turns
// `read_\u202Efdp.exe` into what looks like `read_exe.pdf`), zero-width and other format
// characters, and control codes. Untrusted names, ids, paths and arguments show them as a visible
// code instead, so what a reader sees is what the trace holds.

/**
 * Tab, newline and CRLF are layout, not disguise; everything else here is drawn as its code. Tag
 * characters (U+E0000–E007F) spell hidden ASCII; variation selectors (U+FE00–FE0F,
 * U+E0100–E01EF) change nothing a reader sees in a name, so `read_file` plus one passes for
 * `read_file`. Only U+FE0E/FE0F right after an emoji, or in a keycap (`1` U+FE0F U+20E3), choose
 * how it is drawn, and stay.
 */
const INVISIBLE =
  // Matching these characters one by one is the purpose, joiners and controls included.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /\r(?!\n)|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF0-\uFFFB\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]|(?<![\p{Extended_Pictographic}#*0-9])[\uFE0E\uFE0F]|(?<=[#*0-9])[\uFE0E\uFE0F](?!\u20E3)/gu;

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
  /** Its Unicode name when it is a well-known one, else its family (named in the catalog). */
  name: string | { family: InvisibleFamily };
}

export type InvisibleFamily = 'control' | 'tag' | 'format';

export type TextPart = string | InvisibleChar;

const codeOf = (c: string): string =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

function nameOf(c: string, n: number): InvisibleChar['name'] {
  const known = NAMES[c];
  if (known !== undefined) return known;
  if (n < 0x20 || (n >= 0x7f && n <= 0x9f)) return { family: 'control' };
  // What a tag hides is ASCII: naming it shows the smuggled text.
  if (n >= 0xe0020 && n <= 0xe007e)
    return `TAG ${JSON.stringify(String.fromCharCode(n - 0xe0000))}`;
  if (n >= 0xe0000 && n <= 0xe007f) return { family: 'tag' };
  if (n >= 0xfe00 && n <= 0xfe0f) return `VARIATION SELECTOR-${n - 0xfe00 + 1}`;
  if (n >= 0xe0100 && n <= 0xe01ef) return `VARIATION SELECTOR-${n - 0xe0100 + 17}`;
  return { family: 'format' };
}

function describeChar(c: string): InvisibleChar {
  const n = c.codePointAt(0) ?? 0;
  return { char: c, code: codeOf(c), name: nameOf(c, n) };
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
