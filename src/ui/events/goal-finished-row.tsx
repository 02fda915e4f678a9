import type { GoalFinishedPayload } from '../../protocol/types';
import type { EventItem } from '../../store/model';
import { Badge, type Tone } from '../common/badge';
import { formatCount, formatTokens } from '../common/format';
import { EventLine } from './event-line';
import { lookUp } from '../common/look-up';
import { UnknownValue } from '../common/unknown-value';

const TONE: Record<string, Tone> = {
  complete: 'ok',
  blocked: 'error',
  budget_limited: 'wait',
  aborted: 'error',
};
const LABEL: Record<string, string> = {
  complete: 'complete',
  blocked: 'blocked',
  budget_limited: 'budget limited',
  aborted: 'aborted',
};

/** goal_finished: how a goal-mode loop ended, after how many rounds and tokens. */
export function GoalFinishedRow({ item }: { item: EventItem }) {
  const p = item.envelope.payload as Partial<GoalFinishedPayload>;
  const outcome = p.outcome;
  return (
    <EventLine label="Goal" timestamp={item.timestamp} testId="goal-finished">
      {lookUp(LABEL, outcome) !== undefined ? (
        <Badge tone={lookUp(TONE, outcome) ?? 'neutral'} data-outcome={outcome}>
          {lookUp(LABEL, outcome)}
        </Badge>
      ) : (
        <UnknownValue field="goal outcome" value={p.outcome} />
      )}
      {typeof p.rounds === 'number' ? (
        <span>
          {p.rounds} {p.rounds === 1 ? 'round' : 'rounds'}
        </span>
      ) : null}
      {typeof p.tokens_used === 'number' ? (
        <span className="font-mono" title={formatCount(p.tokens_used)}>
          {formatTokens(p.tokens_used)} tokens
        </span>
      ) : null}
    </EventLine>
  );
}
