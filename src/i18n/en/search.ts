// The search's strings in English: the find bar over the conversation and its count.

import type { RegexReason } from '../../search/regex-reason';
import { countOf, formatInteger } from '../count-of';

export const search = {
  input: 'Search the conversation',
  placeholder: 'Search messages, thinking, tools, outputs, errors',
  matchCase: 'Match case',
  regex: 'Regular expression',
  previous: 'Previous match (Shift+Enter)',
  next: 'Next match (Enter)',
  close: 'Close search (Esc)',
  /** The reason after it is the regular-expression engine's, in its words (re2js's English). */
  invalid: 'Invalid regular expression:',
  reason: ({ description, pattern }: RegexReason) =>
    pattern === null ? description : `${description}: \`${pattern}\``,
  stopped: {
    'too-slow': 'This pattern is too slow on this trace: the search stopped. Try a simpler one.',
    failed: 'The search stopped: its worker failed. Change the query to try again.',
  },
  noMatches: 'No matches',
  searching: 'Searching…',
  matches: (n: number) => countOf('en', n, { one: '# match', other: '# matches' }),
  current: (k: number, n: number) => `${formatInteger('en', k)} of ${formatInteger('en', n)}`,
};
