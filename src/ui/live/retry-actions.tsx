// "Retry now" and "Give up" for a request the engine will retry, on a PenguinHarness connection.
// The retry row shows it while its countdown runs. Both go to the session whose request it is (a
// subagent's own), and Give up asks first: an abort cannot be taken back.
import { useState } from 'react';
import type { SessionKey } from '../../store/model';
import { ActionButton } from './action-button';
import { AbortDialog } from './abort-dialog';
import { useDoc, useDocState } from '../../docs/doc-context';
import { useChildLabel } from '../sessions/use-child-label';
import { useTraceView } from '../trace-context';
import { useAction } from './use-action';
import { useT } from '../i18n/language-store';

export function RetryActions({ session }: { session: SessionKey }) {
  const doc = useDoc();
  const { busy, error, run } = useAction();
  const [asking, setAsking] = useState<string | null>(null);
  const t = useT();
  // The dialog names the session as the reader knows it: as the header does, or as its card does.
  const heading = useTraceView('title');
  const docTitle = useDocState((s) => s.title);
  const childLabel = useChildLabel(session);
  const can = doc.capabilities();
  if (!can.retryNow || !can.giveUp) return null;
  const { actions } = doc;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="retry-actions">
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
