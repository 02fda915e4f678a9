import type { EventRowProps } from '../rows/row-props';
import { Badge } from '../common/badge';
import type { Tone } from '../common/tone';
import { formatCount, formatTokens } from '../common/format';
import { EventLine } from './event-line';
import { lookUp } from '../common/look-up';
import { UnknownValue } from '../common/unknown-value';
import { useT } from '../i18n/language-store';

const TONE: Record<string, Tone> = {
  complete: 'ok',
  blocked: 'error',
  budget_limited: 'wait',
  aborted: 'error',
};

/** goal_finished: how a goal-mode loop ended, after how many rounds and tokens. */
export function GoalFinishedRow({ item, payload: p }: EventRowProps<'goal_finished'>) {
  const outcome = p.outcome;
  const t = useT().events;
  const label = lookUp(t.goalOutcome, outcome);
  return (
    <EventLine label={t.goal} timestamp={item.timestamp} testId="goal-finished">
      {label !== undefined ? (
        <Badge tone={lookUp(TONE, outcome) ?? 'neutral'} data-outcome={outcome}>
          {label}
        </Badge>
      ) : (
        <UnknownValue field="goal outcome" value={p.outcome} />
      )}
      <span>{t.rounds(p.rounds)}</span>
      <span className="font-mono" title={formatCount(p.tokens_used)}>
        {t.goalTokens(formatTokens(p.tokens_used))}
      </span>
    </EventLine>
  );
}
