// "Retry now" and "Give up" for a request the engine will retry, on a PenguinHarness connection.
// The retry row shows it while its countdown runs. Both go to the session whose request it is (a
// subagent's own), and Give up asks first: an abort cannot be taken back.
import { useEffect, useRef, useState } from 'react';
import type { SessionKey } from '../../store/model';
import { ActionButton } from './action-button';
import { AbortDialog } from './abort-dialog';
import { useDoc, useDocState } from '../../docs/doc-context';
import { useChildLabel } from '../sessions/use-child-label';
import { useTraceView } from '../trace-context';
import { useAction } from './use-action';
import { useT } from '../i18n/language-store';

export function RetryActions({
  session,
  onOverrun,
}: {
  session: SessionKey;
  /** The retry fired while Give up's dialog was open: the dialog went with these buttons. */
  onOverrun(): void;
}) {
  const doc = useDoc();
  const { busy, error, run } = useAction();
  const [asking, setAsking] = useState<string | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  // What an unmount needs, read then: the dialog open, and the row to give the focus to.
  const left = useRef({ asking: false, item: null as string | null, onOverrun });
  useEffect(() => {
    left.current.asking = asking !== null;
    left.current.item =
      box.current?.closest('[data-item-id]')?.getAttribute('data-item-id') ?? null;
    left.current.onOverrun = onOverrun;
  });
  useEffect(() => {
    const on = left.current;
    return () => {
      if (!on.asking) return;
      on.onOverrun();
      // The focus was in the dialog, which is gone: the row it was asked from takes it, once
      // drawn (the live list may draw it anew).
      requestAnimationFrame(() => {
        const item = document.querySelector(`[data-item-id="${on.item}"]`);
        const row = item?.closest<HTMLElement>('[role=article]');
        row?.focus();
      });
    };
  }, []);
  const t = useT();
  // The dialog names the session as the reader knows it: as the header does, or as its card does.
  const heading = useTraceView('title');
  const docTitle = useDocState((s) => s.title);
  const childLabel = useChildLabel(session);
  const can = doc.capabilities();
  if (!can.retryNow || !can.giveUp) return null;
  const { actions } = doc;
  return (
    <span
      ref={box}
      className="inline-flex flex-wrap items-center gap-1.5"
      data-testid="retry-actions"
    >
      <ActionButton
        tone="neutral"
        busy={busy}
        testId="retry-now"
        onClick={() => run(() => actions.retryNow(session))}
      >
        {t.live.retryNow}
      </ActionButton>
      <ActionButton
        tone="deny"
        busy={busy}
        testId="give-up"
        title={t.live.giveUpTitle}
        onClick={() => setAsking(session === '' ? (heading ?? docTitle) : childLabel)}
      >
        {t.live.giveUp}
      </ActionButton>
      {error && (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      )}
      <AbortDialog
        name={asking}
        testId="give-up-dialog"
        onConfirm={() => {
          setAsking(null);
          run(() => actions.giveUp(session));
        }}
        onCancel={() => setAsking(null)}
      />
    </span>
  );
}
