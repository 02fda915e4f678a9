// Nouns English counts in many places, each with its plural once, so "1 file" reads alike
// wherever a count of files is said.
import { countOf } from '../count-of';

const FORMS = {
  character: { one: '# character', other: '# characters' },
  file: { one: '# file', other: '# files' },
  line: { one: '# line', other: '# lines' },
  message: { one: '# message', other: '# messages' },
  record: { one: '# record', other: '# records' },
  retry: { one: '# retry', other: '# retries' },
  session: { one: '# session', other: '# sessions' },
  token: { one: '# token', other: '# tokens' },
  tool: { one: '# tool', other: '# tools' },
} as const;

/** `n` and the noun, agreeing: "1 file", "12,500 files". */
export const counted = (n: number, noun: keyof typeof FORMS): string =>
  countOf('en', n, FORMS[noun]);
