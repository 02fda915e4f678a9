// What the reader typed, as one regular expression, and the occurrences it finds in a text. The
// worker counts with these and the rows highlight with the same ones, so both agree.

export interface SearchQuery {
  text: string;
  caseSensitive: boolean;
  regex: boolean;
}

export type CompiledQuery = { ok: true; regex: RegExp } | { ok: false; error: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** null for an empty query; an invalid regular expression comes back with the browser's reason. */
export function compileQuery(q: SearchQuery): CompiledQuery | null {
  if (q.text === '') return null;
  const flags = q.caseSensitive ? 'gu' : 'giu';
  try {
    return { ok: true, regex: new RegExp(q.regex ? q.text : escape(q.text), flags) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Calls `found(start, end)` for each non-overlapping, non-empty occurrence, left to right. An
 * expression that can match nothing (`a*`) steps over the empty matches instead of looping.
 * `found` returning false stops the walk.
 */
export function eachMatch(
  text: string,
  regex: RegExp,
  found: (start: number, end: number) => boolean | void,
): void {
  const re = regex;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0] === '') {
      re.lastIndex += 1;
      continue;
    }
    if (found(m.index, m.index + m[0].length) === false) return;
  }
}

export function countMatches(text: string, regex: RegExp): number {
  // The native match finds the same occurrences as eachMatch (it also steps over empty ones,
  // which it lists as ''), several times faster.
  const found = text.match(regex);
  if (!found) return 0;
  let n = 0;
  for (const m of found) if (m !== '') n += 1;
  return n;
}

/** The text cut into plain runs and matched runs, in order. */
export type TextPart = { text: string; match: boolean };

/**
 * At most `limit` matched runs, the rest of the text plain: a query like `.` over a long output
 * would otherwise draw a million elements.
 */
export function splitMatches(text: string, regex: RegExp, limit = Infinity): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  let found = 0;
  eachMatch(text, regex, (start, end) => {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
    found += 1;
    return found < limit;
  });
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
