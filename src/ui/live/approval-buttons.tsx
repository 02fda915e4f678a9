// Allow / Deny on a tool call waiting for approval, posted to the PenguinHarness server. The card
// leaves its waiting state when the server's approval_decision arrives on the stream.
import type { ToolItem } from '../../store/model';
import { ActionButton } from './action-button';
import { useDoc } from '../../docs/doc-context';
import { useAction } from './use-action';

export function ApprovalButtons({ item }: { item: ToolItem }) {
  const doc = useDoc();
  const { busy, error, run } = useAction();
  if (!doc.capabilities().approve) return null;
  const { actions } = doc;
  const decide = (decision: 'allow' | 'deny') =>
    run(() => actions.approve(item.toolCallId, decision));
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="approval-actions">
      <ActionButton tone="allow" busy={busy} testId="approve-allow" onClick={() => decide('allow')}>
        Allow
      </ActionButton>
      <ActionButton tone="deny" busy={busy} testId="approve-deny" onClick={() => decide('deny')}>
        Deny
      </ActionButton>
      {busy && <span className="text-fg-muted">Sending…</span>}
      {error && (
        <span role="alert" className="text-danger">
          {error}
        </span>
      )}
    </span>
  );
}
