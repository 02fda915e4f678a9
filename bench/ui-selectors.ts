// What the UI's selectors compute on every store change (tab badge, summary bar, card header):
// timed per live frame, since each batch hands React a new trace.
import { approvalTotal } from '../src/store/derive/approvals';
import { sessionFigures } from '../src/store/derive/session-figures';
import type { TraceState } from '../src/store/model';
import { summarizeSession } from '../src/store/summary';

export function readFigures(t: TraceState): number {
  const approvals = approvalTotal(t, '');
  const status = summarizeSession(t, '')?.status;
  const f = sessionFigures(t, '');
  return approvals + (status ? 1 : 0) + (f?.messages ?? 0);
}
