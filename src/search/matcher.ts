// What the reader typed, as one matcher, and the occurrences it finds in a text. The worker
// counts with these and the rows highlight with the same ones, so both agree.
//
// A regular expression runs on RE2 (re2js), whose time is linear in the text: a pattern like
// `(a+)+$` that makes the browser's backtracking RegExp run for hours cannot freeze the worker
// or the page that highlights with it. Plain text stays on the browser's RegExp: an escaped
// literal never backtracks, and it is several times faster on a large trace.
import { RE2JS, RE2JSException } from 're2js';
import { escapedAt } from '../ingest/json-literal';
import { jsonBytesCounter } from './count-in-bytes';

export interface SearchQuery {
  text: string;
  caseSensitive: boolean;
  regex: boolean;
}

export interface TextMatcher {
  /** Equal keys find the same occurrences. */
  readonly key: string;
  /** Whether the text holds an occurrence. */
  test(text: string): boolean;
  /**
   * Calls `found(start, end)` for each non-empty occurrence, left to right, never overlapping;
   * an expression that can match nothing (`a*`) steps over its empty matches. `found`
   * returning false stops the walk.
   */
  each(text: string, found: (start: number, end: number) => boolean | void): void;
  count(text: string): number;
  /**
   * The count in the string a JSON string literal stands for, read from the literal's source
   * (quotes and escapes included) without parsing it; null when only the parsed string can
   * tell. A search over a gigabyte of outputs kept in their file spent a third of its time
   * in `JSON.parse`.
   */
  countInJsonLiteral?(literal: string): number | null;
  /** The same count in the literal's UTF-8 bytes, not decoded (count-in-bytes.ts). */
  countInJsonBytes?(bytes: Uint8Array): number | null;
  /**
   * A regular expression's compiled size: one pass over a text (a test, or finding the next
   * occurrence) may take up to this many steps per character of what is left of the text.
   */
  readonly stepsPerChar?: number;
}

export type CompiledQuery = { ok: true; matcher: TextMatcher } | { ok: false; error: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * ASCII that every JSON encoder writes as itself: not a control character, quote, solidus or
 * backslash. A query of these alone is found in a literal's source where it is in its string.
 */
const PLAIN_IN_JSON = /^[\x20\x21\x23-\x2e\x30-\x5b\x5d-\x7e]+$/;
/** The letters of JSON's short escapes (`\n`…): a query starting with one may start inside one. */
export const ESCAPE_LETTER = /^[bfnrt]/i;

function literalMatcher(q: SearchQuery): TextMatcher {
  const re = new RegExp(escape(q.text), q.caseSensitive ? 'gu' : 'giu');
  // The native match finds the same occurrences as `each`, several times faster.
  const count = (text: string) => text.match(re)?.length ?? 0;
  const mayStartInEscape = ESCAPE_LETTER.test(q.text);
  /**
   * A `\uXXXX` escape may stand for any character of the query and its hex digits may look like
   * one: such a literal is parsed. Otherwise each character of a match in the source is itself,
   * except a first one that is the letter of an escape: that match is dropped and the next
   * looked for one character on, where the string may hold one.
   */
  const countInJsonLiteral = (literal: string): number | null => {
    if (literal.includes('\\u')) return null;
    if (!mayStartInEscape) return count(literal);
    let n = 0;
    re.lastIndex = 0;
    for (let m = re.exec(literal); m !== null; m = re.exec(literal))
      if (escapedAt(literal, m.index)) re.lastIndex = m.index + 1;
      else n += 1;
    return n;
  };
  return {
    key: `text:${re.flags}:${q.text}`,
    test: (text) => {
      re.lastIndex = 0;
      return re.test(text);
    },
    each: (text, found) => {
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text))
        if (found(m.index, m.index + m[0].length) === false) return;
    },
    count,
    ...(PLAIN_IN_JSON.test(q.text)
      ? {
          countInJsonLiteral,
          countInJsonBytes: jsonBytesCounter(q.text, q.caseSensitive, mayStartInEscape),
        }
      : {}),
  };
}

function regexMatcher(q: SearchQuery): TextMatcher {
  // JavaScript spellings RE2 lacks (\uXXXX, \u{…}, \cX) are translated; lookbehind is linear
  // in re2js, so it is on; lookahead and back-references have no linear form and are refused.
  const flags = RE2JS.LOOKBEHINDS | (q.caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
  const re = RE2JS.compile(RE2JS.translateRegExp(q.text), flags);
  const each: TextMatcher['each'] = (text, found) => {
    // The DFA behind test() is many times faster than finding positions, and most texts of a
    // trace hold no match.
    if (!re.test(text)) return;
    const m = re.matcher(text);
    while (m.find()) {
      const start = m.start();
      const end = m.end();
      if (end > start && found(start, end) === false) return;
    }
  };
  return {
    key: `regex:${flags}:${q.text}`,
    stepsPerChar: re.programSize(),
    test: (text) => re.test(text),
    each,
    count: (text) => {
      let n = 0;
      each(text, () => {
        n += 1;
      });
      return n;
    },
  };
}

/**
 * re2js says `error parsing regexp: missing closing ): \`(?i)a(b\``: the bar already says the
 * expression is invalid, and the reader did not type the case flag.
 */
const reason = (e: unknown): string =>
  e instanceof RE2JSException
    ? e.message.replace(/^error parsing regexp: /, '').replace('`(?i)', '`')
    : String(e);

/** null for an empty query; an invalid regular expression comes back with the reason. */
export function compileQuery(q: SearchQuery): CompiledQuery | null {
  if (q.text === '') return null;
  if (!q.regex) return { ok: true, matcher: literalMatcher(q) };
  try {
    return { ok: true, matcher: regexMatcher(q) };
  } catch (e) {
    return { ok: false, error: reason(e) };
  }
}

/** The text cut into plain runs and matched runs, in order. */
export type TextPart = { text: string; match: boolean };

/**
 * At most `limit` matched runs, the rest of the text plain: a query like `.` over a long output
 * would otherwise draw a million elements.
 */
export function splitMatches(text: string, matcher: TextMatcher, limit = Infinity): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  let found = 0;
  matcher.each(text, (start, end) => {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
    found += 1;
    return found < limit;
  });
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
