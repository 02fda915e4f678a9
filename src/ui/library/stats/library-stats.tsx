// The library's Stats tab: tokens and cost over time by model, agent or project; tool health;
// approvals; retries; the most expensive and the longest sessions. Every bar, row and entry
// opens the sessions behind it. Its figures are of the sessions the sessions table's filters keep
// (the library URL's), and it says so.
import { useMemo } from 'react';
import { spendSeries, type LibraryStatsData } from '../../../library/stats';
import { formatCount, formatTokens } from '../../common/format';
import { formatCost } from '../../cost/format-cost';
import { useT } from '../../i18n/language-store';
import { FOCUS_RING } from '../../common/looks';
import { VisibleText } from '../../common/visible-text';
import { useLibraryStore } from '../library-store';
import { filterParams, type LibraryFilters } from '../library-view';
import { GROUPS, MEASURES, PERIODS, type ChartView } from './chart-view';
import { CountBars } from './count-bars';
import { filtersSaid } from './filters-said';
import { SessionList } from './session-list';
import { SpendLegend } from './spend-legend';
import { SpendChart } from './spend-chart';
import { SpendTable } from './spend-table';
import { openInLibrary, periodFilter, sessionsHref } from './stats-links';
import { StatsSection } from './stats-section';
import { StatsSwitch } from './stats-switch';
import { ToolTable } from './tool-table';
import { useStatsFetch } from './use-stats-fetch';

/** `generation`: the index's, which moves when a run changed it: the figures follow it. */
export function LibraryStats({ generation }: { generation: number }) {
  const filters = useLibraryStore((s) => s.view.filters);
  const got = useStatsFetch<LibraryStatsData>(
    'stats',
    filterParams({ filters, desc: false }),
    generation,
  );
  const words = useT().library.stats;
  return (
    <div data-testid="library-stats" className="min-h-0 flex-1 overflow-auto bg-sunken p-3">
      {got.state === 'ready' ? (
        <StatsBody stats={got.data} filters={filters} generation={generation} />
      ) : (
        <p className="text-sm text-fg-muted">
          {got.state === 'error' ? words.unreadable(got.message) : words.reading}
        </p>
      )}
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col">
      <span className="text-[11px] text-fg-muted">{label}</span>
      <span data-testid={testId} className="text-lg font-semibold text-fg-strong tabular-nums">
        {value}
      </span>
    </div>
  );
}

function StatsBody({
  stats,
  filters,
  generation,
}: {
  stats: LibraryStatsData;
  filters: LibraryFilters;
  generation: number;
}) {
  // The choices live in the library's URL: a reload or a shared link shows the same chart.
  const chart = useLibraryStore((s) => s.view.chart);
  const setView = useLibraryStore((s) => s.setView);
  // A library of models with no price has no cost to chart: it opens on its tokens.
  const ownMeasure = stats.totals.cost_usd > 0 ? 'cost' : 'tokens';
  const { measure = ownMeasure, period, by } = chart;
  const choose = (patch: Partial<ChartView>) => setView({ chart: { ...chart, ...patch } });
  const series = useMemo(
    () => spendSeries(stats.spend[by], period, measure),
    [stats.spend, by, period, measure],
  );
  const { totals } = stats;
  const t = useT();
  const words = t.library.stats;
  const within = filtersSaid(filters, t.library);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3">
      {within !== '' && (
        <p
          data-testid="library-stats-filtered"
          className="flex flex-wrap items-baseline gap-x-2 rounded bg-info-wash px-2 py-1 text-xs"
        >
          <span>
            <VisibleText text={words.filtered(within)} />
          </span>
          <button
            type="button"
            data-testid="library-stats-whole"
            onClick={() => setView({ filters: {} })}
            className={`rounded px-1 text-accent hover:underline ${FOCUS_RING}`}
          >
            {words.wholeLibrary}
          </button>
        </p>
      )}
      <div className="flex flex-wrap gap-x-8 gap-y-2 px-1">
        <Figure
          label={words.totals.sessions}
          value={formatCount(totals.sessions)}
          testId="library-stats-total-sessions"
        />
        <Figure
          label={words.totals.cost}
          value={formatCost(totals.cost_usd)}
          testId="library-stats-total-cost"
        />
        <Figure
          label={words.totals.tokens}
          value={formatTokens(totals.total_tokens)}
          testId="library-stats-total-tokens"
        />
        <Figure
          label={words.totals.toolCalls}
          value={formatCount(totals.tool_calls)}
          testId="library-stats-total-tool-calls"
        />
        <Figure
          label={words.totals.retries}
          value={formatCount(totals.retries)}
          testId="library-stats-total-retries"
        />
      </div>
      {totals.unpriced > 0 && (
        <p className="px-1 text-xs text-warn-strong">{words.unpriced(totals.unpriced)}</p>
      )}
      <StatsSection
        title={words.spendTitle(words.measures[measure], words.periods[period])}
        testId="library-stats-spend"
        aside={
          <>
            <StatsSwitch
              label={words.measure}
              value={measure}
              options={MEASURES}
              names={words.measures}
              onChange={(m) =>
                setView({ chart: m === ownMeasure ? { period, by } : { ...chart, measure: m } })
              }
            />
            <StatsSwitch
              label={words.period}
              value={period}
              options={PERIODS}
              names={words.periods}
              onChange={(p) => choose({ period: p })}
            />
            <StatsSwitch
              label={words.groupBy}
              value={by}
              options={GROUPS}
              names={words.groups}
              onChange={(b) => choose({ by: b })}
            />
          </>
        }
      >
        {series.periods.length === 0 ? (
          <p className="text-xs text-fg-muted">{words.noStart}</p>
        ) : (
          <>
            <SpendChart
              series={series}
              measure={measure}
              onPick={({ period: p, key: k }) =>
                openInLibrary(
                  sessionsHref(
                    filters,
                    periodFilter(by, series.keys[k] ?? null, series.periods[p] ?? '', period),
                  ),
                )
              }
            />
            <SpendLegend
              series={series}
              by={by}
              period={period}
              measure={measure}
              filters={filters}
            />
            <SpendTable
              series={series}
              by={by}
              period={period}
              measure={measure}
              filters={filters}
            />
          </>
        )}
      </StatsSection>
      <div className="grid gap-3 lg:grid-cols-2">
        <StatsSection title={words.tools} testId="library-stats-tools">
          <ToolTable tools={stats.tools} filters={filters} />
        </StatsSection>
        <div className="flex min-w-0 flex-col gap-3">
          <StatsSection title={words.approvals} testId="library-stats-approvals">
            <CountBars
              kind="approval"
              filters={filters}
              generation={generation}
              names={words.decisions}
              figures={words.callFigures}
              empty={words.noApprovals}
              bars={stats.approvals.map((a) => ({
                label: a.decision,
                count: a.calls,
                sessions: a.sessions,
              }))}
            />
          </StatsSection>
          <StatsSection title={words.retries} testId="library-stats-retry-causes">
            <CountBars
              kind="retry"
              filters={filters}
              generation={generation}
              names={words.causes}
              figures={words.retryFigures}
              empty={words.noRetries}
              bars={stats.retries.map((r) => ({
                label: r.cause,
                count: r.retries,
                sessions: r.sessions,
              }))}
            />
          </StatsSection>
        </div>
        <StatsSection title={words.costliest} testId="library-stats-costliest">
          <SessionList sessions={stats.costliest} figure="cost" empty={words.noCost} />
        </StatsSection>
        <StatsSection title={words.longest} testId="library-stats-longest">
          <SessionList sessions={stats.longest} figure="duration" />
        </StatsSection>
      </div>
    </div>
  );
}
