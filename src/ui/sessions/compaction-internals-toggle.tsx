// Stands for the compaction request's own messages (prompt, request events): not conversation.
import { useViewStore } from '../../docs/doc-context';
import { SPAN_RULE } from './looks';
import { FOCUS_RING } from '../common/looks';
import { useT } from '../i18n/language-store';

export function CompactionInternalsToggle({
  compactionId,
  count,
  shown,
}: {
  compactionId: number;
  count: number;
  shown: boolean;
}) {
  const toggle = useViewStore((s) => s.toggleInternals);
  const t = useT().sessions.compaction;
  return (
    <div className={`border-l-2 ${SPAN_RULE} py-0.5 pl-3`}>
      <button
        type="button"
        data-testid="compaction-internals"
        data-count={count}
        aria-expanded={shown}
        onClick={() => toggle(compactionId)}
        className={`rounded text-xs text-info-vivid hover:underline ${FOCUS_RING}`}
      >
        <span aria-hidden className="inline-block w-3">
          {shown ? '▾' : '▸'}
        </span>
        {shown ? t.hideInternals(count) : t.showInternals(count)}
      </button>
    </div>
  );
}
