// C0 and C1 controls and DEL (ESC starts terminal sequences: OSC 0 retitles the window, OSC 52
// writes the clipboard), plus the bidi and line-separator characters that reorder or break what a
// terminal shows, and the characters a terminal draws as nothing: tag characters (hidden ASCII)
// and variation selectors, so two tool names that look the same are told apart. U+FE0E/FE0F after
// an emoji, or in a keycap, only choose how it is drawn. Trace content reaches the terminal only
// through this.
const UNSAFE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching these one by one is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufe00-\ufe0d\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]|(?<![\p{Extended_Pictographic}#*0-9])[\ufe0e\ufe0f]|(?<=[#*0-9])[\ufe0e\ufe0f](?!\u20e3)/gu;
// The same less C0: JSON.stringify already writes those as \u escapes.
const UNSAFE_IN_JSON =
  // eslint-disable-next-line no-misleading-character-class -- matching these one by one is the point
  /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufe00-\ufe0d\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]|(?<![\p{Extended_Pictographic}#*0-9])[\ufe0e\ufe0f]|(?<=[#*0-9])[\ufe0e\ufe0f](?!\u20e3)/gu;

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** `\x1b`, `\u202e`, `\u{e0041}`: every unsafe character as a visible escape. */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const n = c.codePointAt(0) ?? 0;
    return n < 0x100 ? `\\x${hex(n, 2)}` : n > 0xffff ? `\\u{${hex(n, 5)}}` : `\\u${hex(n, 4)}`;
  });
}

/** JSON text with the unsafe characters JSON.stringify leaves raw written as `\u` escapes: same value. */
export function escapeJsonControls(json: string): string {
  // A character past U+FFFF is written as its two UTF-16 halves, as JSON spells it.
  return json.replace(UNSAFE_IN_JSON, (c) =>
    [...Array(c.length).keys()].map((i) => `\\u${hex(c.charCodeAt(i), 4)}`).join(''),
  );
}
