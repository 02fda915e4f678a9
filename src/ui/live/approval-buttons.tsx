// Allow / Deny on a tool call waiting for approval, posted to the PenguinHarness server. The card
// leaves its waiting state when the server's approval_decision arrives on the stream.
import type { ToolItem } from '../../store/model';
import { ActionButton } from './action-button';
import { useDoc } from '../../docs/doc-context';
import { useAction } from './use-action';
import { useT } from '../i18n/language-store';

export function ApprovalButtons({ item }: { item: ToolItem }) {
  const doc = useDoc();
  const { busy, error, run } = useAction();
  const t = useT();
  if (!doc.capabilities().approve) return null;
  const { actions } = doc;
  const decide = (decision: 'allow' | 'deny') =>
    run(() => actions.approve(item.toolCallId, decision));
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="approval-actions">
      <ActionButton tone="allow" busy={busy} testId="approve-allow" onClick={() => decide('allow')}>
        {t.live.allow}
      </ActionButton>
      <ActionButton tone="deny" busy={busy} testId="approve-deny" onClick={() => decide('deny')}>
        {t.live.deny}
      </ActionButton>
      {busy && <span className="text-fg-muted">{t.live.sending}</span>}
      {error && (
        <span role="alert" className="text-danger">
          {error}
        </span>
      )}
    </span>
  );
}
