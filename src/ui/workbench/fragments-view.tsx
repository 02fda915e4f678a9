// How one row streamed: its pieces as they arrived, their pace, and whether they add up to the
// complete message (PROTOCOL.md §4).
import type { ItemId } from '../../store/model';
import { overallVerdict, type FragmentAnalysis } from '../../workbench/fragments';
import type { EventLog } from '../../workbench/event-log';
import { formatCountOf } from '../common/format';
import { FragmentPieces } from './fragment-pieces';
import { RateChart } from './rate-chart';
import { RowLink } from './row-link';
import { useFragmentAnalysis } from './use-fragment-analysis';
import { useWorkbenchView } from './workbench-store';

const PART_LABEL = { text: 'Text', thinking: 'Thinking', call: 'Arguments', out: 'Output' };

const VERDICT_TEXT = {
  match: 'The pieces joined equal the complete message.',
  mismatch: 'The pieces joined differ from the complete message',
  cut: 'The fragment never completed: no complete message came after its pieces.',
  whole: 'Arrived whole: a complete message with no pieces before it.',
};

function heading(a: FragmentAnalysis): string {
  if (a.verdict === 'whole')
    return `arrived whole, ${formatCountOf(a.complete?.length ?? 0, 'character')}, no deltas`;
  const deltas = a.pieces.filter((p) => p.kind === 'delta').length;
  return `${formatCountOf(deltas, 'delta')}, ${formatCountOf(a.streamed.length, 'character')}`;
}

function Part({ analysis }: { analysis: FragmentAnalysis }) {
  return (
    <section
      data-testid="fragments-part"
      data-part={analysis.part}
      data-verdict={analysis.verdict}
      className="space-y-1.5"
    >
      <h4 data-testid="fragments-heading" className="text-xs font-semibold">
        {PART_LABEL[analysis.part]}: {heading(analysis)}
        {analysis.clock === 'record' && analysis.verdict !== 'whole'
          ? ' (times from record timestamps)'
          : ''}
      </h4>
      <p data-testid="fragments-verdict" className="text-xs">
        {VERDICT_TEXT[analysis.verdict]}
        {analysis.firstDifference !== undefined && (
          <>
            {' '}
            from character{' '}
            <span data-testid="fragments-first-difference" className="font-mono font-semibold">
              {analysis.firstDifference}
            </span>
            : pieces “
            {analysis.streamed.slice(analysis.firstDifference, analysis.firstDifference + 20)}” vs
            complete “
            {analysis.complete?.slice(analysis.firstDifference, analysis.firstDifference + 20)}”.
          </>
        )}
      </p>
      {analysis.rate.length > 1 && <RateChart analysis={analysis} />}
      {analysis.gaps.length > 0 && (
        <p className="text-xs text-warn">
          {formatCountOf(analysis.gaps.length, 'pause')} over 1 s (longest{' '}
          {Math.round(Math.max(...analysis.gaps.map((g) => g.ms)))} ms)
        </p>
      )}
      <FragmentPieces analysis={analysis} />
    </section>
  );
}

export function FragmentsView({ log, item }: { log: EventLog; item: ItemId }) {
  const close = useWorkbenchView((s) => s.showFragments);
  const analyses = useFragmentAnalysis(log, item);
  const verdict = analyses ? overallVerdict(analyses) : undefined;
  return (
    <div
      data-testid="fragments-view"
      data-for-item={item}
      data-ready={analyses !== null}
      data-fragments-match={verdict}
      className="space-y-3 p-2"
    >
      <div className="flex items-center gap-2 text-xs">
        <span className="font-medium">
          Fragments of <RowLink item={item} testId="fragments-row" />
        </span>
        <button
          type="button"
          onClick={() => close(null)}
          className="ml-auto text-fg-faint hover:text-fg-strong"
        >
          Close
        </button>
      </div>
      {analyses === null ? (
        <p className="text-xs text-fg-faint">Reading the row’s events…</p>
      ) : analyses.length === 0 ? (
        <p className="text-xs text-fg-faint">No message content arrived for this row.</p>
      ) : (
        analyses.map((a) => <Part key={a.part} analysis={a} />)
      )}
    </div>
  );
}
