// Allow / Deny on a tool call waiting for approval, posted to the PenguinHarness server. The card
// leaves its waiting state when the server's approval_decision arrives on the stream.
import { useLayoutEffect, useRef } from 'react';
import type { ToolItem } from '../../store/model';
import { ActionButton } from './action-button';
import { useDoc } from '../../docs/doc-context';
import { useAction } from './use-action';
import { useT } from '../i18n/language-store';

/**
 * The buttons are disabled once a decision is sent, and gone once it is taken (by this reader or
 * another, or by a policy): a focus on them moves to the call's row rather than fall to the page's
 * body, where a keyboard or a screen reader would start again from the top.
 */
function focusRowFrom(box: HTMLElement | null): void {
  const row = box?.closest<HTMLElement>('[data-index]');
  if (row && box?.contains(document.activeElement)) row.focus({ preventScroll: true });
}

export function ApprovalButtons({ item }: { item: ToolItem }) {
  const doc = useDoc();
  const { busy, error, run } = useAction();
  const t = useT();
  const box = useRef<HTMLSpanElement>(null);
  // Still in the page when a layout effect's cleanup runs: the focus can be read and moved.
  useLayoutEffect(() => {
    const el = box.current;
    return () => focusRowFrom(el);
  }, []);
  if (!doc.capabilities().approve) return null;
  const { actions } = doc;
  const decide = (decision: 'allow' | 'deny') => {
    focusRowFrom(box.current);
    run(() => actions.approve(item.toolCallId, decision));
  };
  return (
    <span
      ref={box}
      className="inline-flex flex-wrap items-center gap-1.5"
      data-testid="approval-actions"
    >
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
