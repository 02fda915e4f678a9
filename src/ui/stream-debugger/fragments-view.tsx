// How one row streamed: its pieces as they arrived, their pace, and whether they add up to the
// complete message (PROTOCOL.md §4).
import type { ItemId } from '../../store/model';
import { overallVerdict, type FragmentAnalysis } from '../../stream-debugger/fragments';
import type { StreamDebugger } from '../../stream-debugger/record-events';
import { FragmentPieces } from './fragment-pieces';
import { RateChart } from './rate-chart';
import { RowLink } from './row-link';
import { useFragmentAnalysis } from './use-fragment-analysis';
import { useStreamDebuggerStore } from './stream-debugger-store';
import { useT } from '../i18n/language-store';
import type { Catalog } from '../../i18n/catalogs';

type Words = Catalog['streamDebugger']['fragments'];

function heading(a: FragmentAnalysis, t: Words): string {
  if (a.verdict === 'whole') return t.arrivedWhole(a.complete?.length ?? 0);
  const deltas = a.pieces.filter((p) => p.kind === 'delta').length;
  return t.deltas(deltas, a.streamed.length);
}

function Part({ analysis }: { analysis: FragmentAnalysis }) {
  const t = useT().streamDebugger.fragments;
  return (
    <section
      data-testid="fragments-part"
      data-part={analysis.part}
      data-verdict={analysis.verdict}
      className="space-y-1.5"
    >
      <h4 data-testid="fragments-heading" className="text-xs font-semibold">
        {t.partHeading(t.part[analysis.part], heading(analysis, t))}
        {analysis.clock === 'record' && analysis.verdict !== 'whole' ? t.recordClock : ''}
      </h4>
      <p data-testid="fragments-verdict" className="text-xs">
        {t.verdict[analysis.verdict]}
        {analysis.firstDifference !== undefined && (
          <>
            {' '}
            {t.fromCharacter}{' '}
            <span data-testid="fragments-first-difference" className="font-mono font-semibold">
              {analysis.firstDifference}
            </span>
            {t.differs(
              analysis.streamed.slice(analysis.firstDifference, analysis.firstDifference + 20),
              analysis.complete?.slice(analysis.firstDifference, analysis.firstDifference + 20) ??
                '',
            )}
          </>
        )}
      </p>
      {analysis.rate.length > 1 && <RateChart analysis={analysis} />}
      {analysis.gaps.length > 0 && (
        <p className="text-xs text-warn">
          {t.pauses(analysis.gaps.length, Math.round(Math.max(...analysis.gaps.map((g) => g.ms))))}
        </p>
      )}
      <FragmentPieces analysis={analysis} />
    </section>
  );
}

export function FragmentsView({ debug, item }: { debug: StreamDebugger; item: ItemId }) {
  const t = useT().streamDebugger.fragments;
  const close = useStreamDebuggerStore((s) => s.showFragments);
  const analyses = useFragmentAnalysis(debug, item);
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
          {t.of} <RowLink item={item} testId="fragments-row" />
        </span>
        <button
          type="button"
          onClick={() => close(null)}
          className="ml-auto text-fg-faint hover:text-fg-strong"
        >
          {t.close}
        </button>
      </div>
      {analyses === null ? (
        <p className="text-xs text-fg-faint">{t.reading}</p>
      ) : analyses.length === 0 ? (
        <p className="text-xs text-fg-faint">{t.none}</p>
      ) : (
        analyses.map((a) => <Part key={a.part} analysis={a} />)
      )}
    </div>
  );
}
