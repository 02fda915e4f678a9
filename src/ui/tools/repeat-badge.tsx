import type { ItemId } from '../../store/model';
import { formatClock } from '../common/format';
import { FOCUS_RING, LABEL_TYPE } from '../common/looks';
import { BADGE } from '../common/tone';
import { useT } from '../i18n/language-store';
import { useRevealItem } from '../sessions/use-reveal-item';
import { useTraceView } from '../trace-context';

/**
 * "Repeated ×3 · same answer" on a call that repeats an earlier one of its task, tool and
 * arguments alike, and got the same answer as the one before (an agent going round in a loop):
 * in colour. "· new answer" when the answer changed (the tests run again after an edit), plain
 * "Repeated ×3" until both answers are in: both in grey. It leads to the identical call before it.
 */
export function RepeatBadge({ itemId }: { itemId: ItemId }) {
  const repeat = useTraceView('repeatedCall', itemId);
  const reveal = useRevealItem();
  const t = useT().tools;
  if (!repeat) return null;
  const before = repeat.earlier[repeat.earlier.length - 1];
  const { answer } = repeat;
  const compared = answer === 'same' || answer === 'new' ? t.repeatAnswer[answer] : undefined;
  return (
    <button
      type="button"
      data-testid="repeat-badge"
      data-ordinal={repeat.ordinal}
      data-answer={answer}
      title={`${t.repeatedTitle(repeat.earlierAt.map((at) => formatClock(at)))} ${t.repeatAnswerTitle[answer]}`}
      onClick={() => before !== undefined && reveal(before)}
      className={`inline-flex items-center rounded border ${LABEL_TYPE} ${BADGE[answer === 'same' ? 'wait' : 'neutral']} ${FOCUS_RING}`}
    >
      {t.repeated(repeat.ordinal)}
      {compared && <span className="font-normal whitespace-pre">{` · ${compared}`}</span>}
    </button>
  );
}
