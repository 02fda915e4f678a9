// The chart's keys with their colour and total over the whole range; each opens its sessions.
import type { GroupBy, Measure, Period, SpendSeries } from '../../../library/stats';
import { periodRange } from '../../../library/stats';
import { FOCUS_RING } from '../../common/looks';
import { VisibleText } from '../../common/visible-text';
import { useT } from '../../i18n/language-store';
import { seriesColour } from './chart-palette';
import { formatMeasure } from './format-measure';
import type { LibraryFilters } from '../library-view';
import { sessionsHref } from './stats-links';
import { StatsLink } from './stats-link';

/** The chart as drawn, and the view's filters: a key or a value opens its sessions within them. */
export interface ChartShown {
  series: SpendSeries;
  by: GroupBy;
  period: Period;
  measure: Measure;
  filters: LibraryFilters;
}

export function SpendLegend({ series, by, period, measure, filters }: ChartShown) {
  const from = series.periods[0] ?? '';
  const none = useT().library.stats.none;
  const { to } = periodRange(series.periods[series.periods.length - 1] ?? '', period);
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {series.keys.map((key, k) => (
        <li key={String(key)} data-testid="library-stats-key" data-key={key ?? ''}>
          <StatsLink
            href={sessionsHref(filters, { ...(key === null ? {} : { [by]: key }), from, to })}
            className={`inline-flex items-center gap-1.5 rounded px-1 ${FOCUS_RING}`}
          >
            <span className={`size-2.5 rounded-sm ${seriesColour(k).swatch}`} />
            <span className="font-mono">
              <VisibleText text={key ?? none} />
            </span>
            <span className="text-fg-muted tabular-nums">
              {formatMeasure(series.values[k]?.reduce((a, b) => a + b, 0) ?? 0, measure)}
            </span>
          </StatsLink>
        </li>
      ))}
    </ul>
  );
}
