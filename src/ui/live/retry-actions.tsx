// "Retry now" and "Give up" for a request the engine will retry, on a PenguinHarness connection.
// The retry row shows it while its countdown runs.
import { ActionButton } from './action-button';
import { useDoc } from '../../docs/doc-context';
import { useAction } from './use-action';
import { useT } from '../i18n/language-store';

export function RetryActions() {
  const doc = useDoc();
  const { busy, error, run } = useAction();
  const t = useT();
  const can = doc.capabilities();
  if (!can.retryNow || !can.giveUp) return null;
  const { actions } = doc;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="retry-actions">
      <ActionButton
        tone="neutral"
        busy={busy}
        testId="retry-now"
        onClick={() => run(actions.retryNow)}
      >
        {t.live.retryNow}
      </ActionButton>
      <ActionButton
        tone="deny"
        busy={busy}
        testId="give-up"
        title={t.live.giveUpTitle}
        onClick={() => run(actions.giveUp)}
      >
        {t.live.giveUp}
      </ActionButton>
      {error && (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      )}
    </span>
  );
}
