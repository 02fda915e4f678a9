// A user abort in the middle of a streamed text, in the producer's order (PROTOCOL.md §12), then an
// abort that lands while a fragment is still open. Partials never occur in Trace files: this case
// stands for a live capture saved as JSONL.
import { CaseBuilder } from './case-builder';
import { caseId } from './ids';

export const ABORT_SESSION = caseId('e0000001');
export const ABORT_PREFIX = 'Penguins huddle to keep';
export const OPEN_PREFIX = 'Emperor penguins breed';

export function abortMidText(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(ABORT_SESSION).user('Tell me about penguins.').begin();
  p.partialText('start', 'Penguins ').partialText('delta', 'huddle to keep');
  p.partialText('stop', '', 'aborted').text(ABORT_PREFIX, 'aborted');
  p.end('aborted').abort('user interrupted');
  p.user('Try again, shorter.').begin();
  p.partialText('start', 'Emperor ').partialText('delta', 'penguins breed');
  p.abort(null);
  return p;
}

export const CUT_SESSION = caseId('e0000002');

/** The same answer cut in the middle by the end of the capture: no abort record, nothing closed. */
export function cutMidText(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(CUT_SESSION).user('Tell me about penguins.').begin();
  p.partialText('start', 'Penguins ').partialText('delta', 'huddle to keep');
  return p;
}
