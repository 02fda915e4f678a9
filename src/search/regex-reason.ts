// The reason re2js gives for a pattern it cannot parse, split so each language can say it.
// compileQuery keeps the engine's English (`missing closing ): \`a(b\``): the worker and the
// library's search route pass it on as text, and the page words it in the reader's language.

/** re2js's descriptions of a syntax error (its `Parser.ERR_*` messages, which it does not export). */
export const RE2_DESCRIPTIONS = [
  'regexp/syntax: internal error',
  'invalid character class range',
  'invalid escape sequence',
  'invalid named capture',
  'invalid or unsupported Perl syntax',
  'invalid nested repetition operator',
  'invalid repeat count',
  'missing closing ]',
  'missing closing )',
  'missing argument to repetition operator',
  'trailing backslash at end of expression',
  'duplicate capture group name',
  'unexpected )',
  'expression nests too deeply',
  'expression too large',
  'invalid capture in lookbehind',
] as const;

export type Re2Description = (typeof RE2_DESCRIPTIONS)[number];

/** A reason split into the engine's description and the part of the pattern it names, if any. */
export interface RegexReason {
  description: Re2Description;
  pattern: string | null;
}

/** null when the reason is none of re2js's descriptions (shown then as the engine wrote it). */
export function splitRegexReason(reason: string): RegexReason | null {
  for (const description of RE2_DESCRIPTIONS) {
    if (reason === description) return { description, pattern: null };
    const head = `${description}: \``;
    if (reason.startsWith(head) && reason.endsWith('`') && reason.length > head.length)
      return { description, pattern: reason.slice(head.length, -1) };
  }
  return null;
}

/** The reason in the reader's language (`words`, the catalog's); any other stays as it is. */
export function regexReasonText(reason: string, words: (reason: RegexReason) => string): string {
  const split = splitRegexReason(reason);
  return split === null ? reason : words(split);
}
