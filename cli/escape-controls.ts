// C0 and C1 controls and DEL (ESC starts terminal sequences: OSC 0 retitles the window, OSC 52
// writes the clipboard), plus the bidi and line-separator characters that reorder or break what a
// terminal shows. Trace content reaches the terminal only through this.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// The same less C0: JSON.stringify already writes those as \u escapes.
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const hex = (c: string, width: number) => c.charCodeAt(0).toString(16).padStart(width, '0');

/** `\x1b`, `\u202e`: every unsafe character as a visible escape. */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) =>
    c.charCodeAt(0) < 0x100 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`,
  );
}

/** JSON text with the unsafe characters JSON.stringify leaves raw written as `\u` escapes: same value. */
export function escapeJsonControls(json: string): string {
  return json.replace(UNSAFE_IN_JSON, (c) => `\\u${hex(c, 4)}`);
}
