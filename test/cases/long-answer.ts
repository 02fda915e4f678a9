// One answer streamed as 10,500 deltas, as a real producer streams a long reply token by token
// (issue 21: the fragments view froze the page for seconds on one). A saved live capture: partials
// never occur in Trace files. Around it a short text arrives in one delta and a prompt arrives whole.
import { CaseBuilder } from './case-builder';
import { caseId } from './ids';

export const LONG_SESSION = caseId('e0000010');
export const LONG_DELTAS = 10_500;
export const LONG_PROMPT = 'Write the penguin census, one line per colony.';
export const SHORT_ANSWER = 'Census done.';

/** Delta `i` of the long answer: a short word with a quote, a tab or a newline now and then. */
export const longDelta = (i: number): string =>
  i % 50 === 49 ? '\n' : i % 37 === 0 ? `"c${i}"\t` : `w${i} `;

export function longAnswer(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(LONG_SESSION).user(LONG_PROMPT).begin();
  p.partialText('start', '');
  let whole = '';
  for (let i = 0; i < LONG_DELTAS; i++) {
    const piece = longDelta(i);
    whole += piece;
    p.partialText('delta', piece);
  }
  p.partialText('stop', '').text(whole).end('completed');
  p.user('Now say you are done.').begin();
  p.partialText('start', '').partialText('delta', SHORT_ANSWER).partialText('stop', '');
  p.text(SHORT_ANSWER).end('completed');
  return p;
}
