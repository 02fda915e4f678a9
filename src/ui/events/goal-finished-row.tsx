import type { GoalFinishedPayload } from '../../protocol/types';
import type { EventItem } from '../../store/model';
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
export function GoalFinishedRow({ item }: { item: EventItem }) {
  const p = item.envelope.payload as Partial<GoalFinishedPayload>;
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
      {typeof p.rounds === 'number' ? <span>{t.rounds(p.rounds)}</span> : null}
      {typeof p.tokens_used === 'number' ? (
        <span className="font-mono" title={formatCount(p.tokens_used)}>
          {t.goalTokens(formatTokens(p.tokens_used))}
        </span>
      ) : null}
    </EventLine>
  );
}
