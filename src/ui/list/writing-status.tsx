// What a screen reader hears while a live trace goes on: one polite announcement when writing
// starts and one when it stops, never the text of each delta (the feed's rows hold the words); and
// at once, when a tool call stops to wait for a human's approval, which tool waits.
import { useTraceView } from '../trace-context';
import { useT } from '../i18n/language-store';

export function WritingStatus() {
  const writing = useTraceView('writing');
  const t = useT().list;
  return (
    <p role="status" aria-live="polite" data-testid="writing-status" className="sr-only">
      {writing ? t.agentWriting : ''}
    </p>
  );
}

/**
 * The newest call waiting for approval, said assertively: the agent is stopped until someone
 * decides. A trace read to its end waits for no one, so it says nothing.
 */
export function ApprovalStatus() {
  const pending = useTraceView('pendingApprovals');
  const ended = useTraceView('ended');
  const last = useTraceView('item', pending.at(-1) ?? -1);
  const t = useT().list;
  const name = !ended && last?.kind === 'tool' ? last.name : undefined;
  return (
    <p role="alert" data-testid="approval-status" className="sr-only">
      {name === undefined ? '' : t.approvalWaiting(name, pending.length)}
    </p>
  );
}
