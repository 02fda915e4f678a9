import type { ItemId } from '../../store/model';
import { formatClock } from '../common/format';
import { FOCUS_RING, LABEL_TYPE } from '../common/looks';
import { BADGE } from '../common/tone';
import { useT } from '../i18n/language-store';
import { useRevealItem } from '../sessions/use-reveal-item';
import { useTraceView } from '../trace-context';

/**
 * "Repeated ×3" on a call that repeats an earlier one of its task, tool and arguments alike (an
 * agent going round in a loop); it leads to the identical call before it.
 */
export function RepeatBadge({ itemId }: { itemId: ItemId }) {
  const repeat = useTraceView('repeatedCall', itemId);
  const reveal = useRevealItem();
  const t = useT().tools;
  if (!repeat) return null;
  const before = repeat.earlier[repeat.earlier.length - 1];
  return (
    <button
      type="button"
      data-testid="repeat-badge"
      data-ordinal={repeat.ordinal}
      title={t.repeatedTitle(repeat.earlierAt.map((at) => formatClock(at)))}
      onClick={() => before !== undefined && reveal(before)}
      className={`inline-flex items-center rounded border ${LABEL_TYPE} ${BADGE.wait} ${FOCUS_RING}`}
    >
      {t.repeated(repeat.ordinal)}
    </button>
  );
}
