// The string values of a JSON text, found where they lie in that text: redaction replaces inside
// the original characters, so numbers, spacing, key order and every untouched byte stay as written.
// The text is known to parse (callers check with JSON.parse first).

type Segment = string | number;

const STRING_AT = /"[^"\\]*(?:\\[\s\S][^"\\]*)*"/y;
const QUOTE = 34;
const COLON = 58;
const COMMA = 44;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** A string literal's decoded value; `from`/`to` bound its characters between the quotes. */
export function decodeAt(text: string, from: number, to: number): string {
  const raw = text.slice(from, to);
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
}

/**
 * Calls `visit` for every string value (not key) in `text` between `from` and `to`, with the
 * bounds of its characters, the nearest key above it (the array's key for an array item), and
 * the path to it (the array is reused: copy it to keep it).
 */
export function forEachString(
  text: string,
  visit: (from: number, to: number, key: string | undefined, path: readonly Segment[]) => void,
  from = 0,
  to = text.length,
): void {
  const path: Segment[] = [];
  const keys: (string | undefined)[] = [];
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      STRING_AT.lastIndex = i;
      if (!STRING_AT.test(text)) return;
      const end = STRING_AT.lastIndex;
      let j = end;
      while (j < to && isSpace(text.charCodeAt(j))) j++;
      if (text.charCodeAt(j) === COLON && path.length > 0) {
        const key = decodeAt(text, i + 1, end - 1);
        path[path.length - 1] = key;
        keys[keys.length - 1] = key;
        i = j + 1;
        continue;
      }
      visit(i + 1, end - 1, keys[keys.length - 1], path);
      i = end;
      continue;
    }
    if (c === OPEN_OBJECT) {
      path.push('');
      keys.push(undefined);
    } else if (c === OPEN_ARRAY) {
      keys.push(keys[keys.length - 1]);
      path.push(0);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      path.pop();
      keys.pop();
    } else if (c === COMMA) {
      const last = path[path.length - 1];
      if (typeof last === 'number') path[path.length - 1] = last + 1;
    }
    i++;
  }
}

export const pathText = (segments: readonly Segment[]) =>
  segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');

/** The path of the string value whose characters start at `at`. */
export function pathAt(text: string, at: number, from = 0, to = text.length): string {
  let found = '';
  forEachString(
    text,
    (start, _end, _key, path) => {
      if (start === at) found = pathText(path);
    },
    from,
    to,
  );
  return found;
}

/**
 * Offsets in the literal's text for offsets `start` and `end` of its decoded value: an escape
 * (`\n`, `\"`, `\u00e9`) is one character decoded, two or six written.
 */
export function rawRange(
  text: string,
  from: number,
  to: number,
  start: number,
  end: number,
): [number, number] {
  let decoded = 0;
  let i = from;
  let rawStart = start === 0 ? from : -1;
  while (i < to && decoded < end) {
    i += text.charCodeAt(i) !== 92 ? 1 : text[i + 1] === 'u' ? 6 : 2;
    decoded++;
    if (decoded === start) rawStart = i;
  }
  return [rawStart, i];
}
