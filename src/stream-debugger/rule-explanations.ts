// Each protocol rule the reducer checks, said plainly in the reader's language, with the
// PROTOCOL.md section it comes from (the words: catalog area problems.rules).

import type { ProblemWords } from '../problems/problem-text';

/** Undefined for a rule this build does not know (a violation from an older index). */
export function explainRule(words: ProblemWords, rule: string): string | undefined {
  return Object.hasOwn(words.rules, rule)
    ? words.rules[rule as keyof ProblemWords['rules']]
    : undefined;
}
