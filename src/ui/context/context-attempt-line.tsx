// Which attempt of which turn the context was sent for, and whether that attempt committed.
import type { ModelContext } from '../../context/model-context';
import { turnLabel } from '../sessions/turn-label';
import { TEXT } from '../common/tone';

export function ContextAttemptLine({ context }: { context: ModelContext }) {
  const a = context.attempt;
  if (!a) return null;
  const state =
    a.status === undefined
      ? { tone: 'info' as const, text: 'in flight' }
      : a.committed
        ? { tone: 'ok' as const, text: 'committed' }
        : {
            tone: 'error' as const,
            text: `did not commit (${a.status}): what it wrote is in no later context`,
          };
  return (
    <p
      data-testid="context-attempt"
      data-attempt={a.attempt}
      data-committed={a.committed}
      className="text-xs text-fg-soft"
    >
      {turnLabel(a)} · attempt {a.attempt} of {a.ofTurn} ·{' '}
      <span className={TEXT[state.tone]}>{state.text}</span>
    </p>
  );
}
