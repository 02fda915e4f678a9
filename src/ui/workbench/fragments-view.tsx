// How one row streamed: its pieces as they arrived, their pace, and whether they add up to the
// complete message (PROTOCOL.md §4).
import { useMemo } from 'react';
import type { ItemId } from '../../store/model';
import { analyseFragments, overallVerdict, type FragmentAnalysis } from '../../workbench/fragments';
import type { EventLog } from '../../workbench/event-log';
import { RateChart } from './rate-chart';
import { useLogVersion } from './workbench-context';
import { useWorkbenchView } from './workbench-store';

const PART_LABEL = { text: 'Text', thinking: 'Thinking', call: 'Arguments', out: 'Output' };

const VERDICT_TEXT = {
  match: 'The pieces joined equal the complete message.',
  mismatch: 'The pieces joined differ from the complete message',
  cut: 'The fragment never completed: no complete message came after its pieces.',
  whole: 'Arrived whole: a complete message with no pieces before it.',
};

/** Kind, time, length and text of each piece, aligned down the list. */
const PIECE_COLUMNS = 'grid w-full grid-cols-[4rem_4rem_3.5rem_minmax(0,1fr)] gap-2';

function Part({ analysis }: { analysis: FragmentAnalysis }) {
  const select = useWorkbenchView((s) => s.select);
  const deltas = analysis.pieces.filter((p) => p.kind === 'delta');
  return (
    <section
      data-testid="fragments-part"
      data-part={analysis.part}
      data-verdict={analysis.verdict}
      className="space-y-1.5"
    >
      <h4 className="text-xs font-semibold">
        {PART_LABEL[analysis.part]}: {deltas.length} deltas, {analysis.streamed.length} characters
        {analysis.clock === 'record' ? ' (times from record timestamps)' : ''}
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
          {analysis.gaps.length} pause{analysis.gaps.length > 1 ? 's' : ''} over 1 s (longest{' '}
          {Math.round(Math.max(...analysis.gaps.map((g) => g.ms)))} ms)
        </p>
      )}
      <ol className="max-h-48 overflow-y-auto font-mono text-[11px]">
        {analysis.pieces.map((p, i) => (
          <li key={p.event} data-testid="fragment-piece" data-piece-kind={p.kind}>
            <button
              type="button"
              onClick={() => select(p.event)}
              className={`${PIECE_COLUMNS} px-1 text-left hover:bg-zinc-100 dark:hover:bg-zinc-900 ${
                analysis.gaps.some((g) => g.after + 1 === i) ? 'border-t-2 border-amber-400' : ''
              }`}
            >
              <span className="text-zinc-500">{p.kind}</span>
              <span className="text-right tabular-nums">+{Math.round(p.at)} ms</span>
              <span className="text-right text-zinc-500 tabular-nums">{p.text.length}</span>
              <span className="truncate whitespace-pre">{JSON.stringify(p.text).slice(1, -1)}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function FragmentsView({ log, item }: { log: EventLog; item: ItemId }) {
  const close = useWorkbenchView((s) => s.showFragments);
  // Recomputed when the log grows (at most once a frame), not on every render.
  const version = useLogVersion(log);
  const analyses = useMemo(
    () => analyseFragments(log, log.eventsOf(item)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the log's growth
    [log, item, version],
  );
  const verdict = overallVerdict(analyses);
  return (
    <div
      data-testid="fragments-view"
      data-for-item={item}
      data-fragments-match={verdict}
      className="space-y-3 p-2"
    >
      <div className="flex items-center gap-2 text-xs">
        <span className="font-medium">Fragments of row #{item}</span>
        <button
          type="button"
          onClick={() => close(null)}
          className="ml-auto text-zinc-500 hover:text-fg-strong"
        >
          Close
        </button>
      </div>
      {analyses.length === 0 ? (
        <p className="text-xs text-zinc-500">No message content arrived for this row.</p>
      ) : (
        analyses.map((a) => <Part key={a.part} analysis={a} />)
      )}
    </div>
  );
}
