// Which attempt of which turn the context was sent for, and whether that attempt committed.
import type { ModelContext } from '../../context/model-context';
import { turnLabel } from '../sessions/turn-label';
import { TEXT } from '../common/tone';
import { useT } from '../i18n/language-store';

export function ContextAttemptLine({ context }: { context: ModelContext }) {
  const t = useT().context.attempt;
  const a = context.attempt;
  if (!a) return null;
  const state =
    a.status === undefined
      ? { tone: 'info' as const, text: t.inFlight }
      : a.committed
        ? { tone: 'ok' as const, text: t.committed }
        : { tone: 'error' as const, text: t.notCommitted(a.status) };
  return (
    <p
      data-testid="context-attempt"
      data-attempt={a.attempt}
      data-committed={a.committed}
      className="text-xs text-fg-soft"
    >
      {turnLabel(a)} · {t.of(a.attempt, a.ofTurn)} ·{' '}
      <span className={TEXT[state.tone]}>{state.text}</span>
    </p>
  );
}
