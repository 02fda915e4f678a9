// The chart's numbers as a table, for the keyboard and a screen reader, to whom the canvas is one
// picture: a row per period, a column per key, each value a link to its sessions, as a click on
// its bar segment opens them. Folded until asked for: hundreds of periods make a long table.
import { useState } from 'react';
import { FOCUS_RING } from '../../common/looks';
import { VisibleText } from '../../common/visible-text';
import { useT } from '../../i18n/language-store';
import { formatMeasure } from './format-measure';
import { periodFilter, sessionsHref } from './stats-links';
import type { ChartShown } from './spend-legend';
import { StatsLink } from './stats-link';

const CELL = 'px-2 py-0.5 text-right';

export function SpendTable({ series, by, period, measure, filters }: ChartShown) {
  const words = useT().library.stats;
  const [open, setOpen] = useState(false);
  return (
    <details
      data-testid="library-stats-table"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="mt-2 text-xs"
    >
      <summary className={`w-fit cursor-pointer rounded text-fg-muted ${FOCUS_RING}`}>
        {words.asTable}
      </summary>
      {open && (
        <div className="mt-1 max-h-80 overflow-auto">
          <table className="tabular-nums">
            <thead className="text-fg-muted">
              <tr>
                <th scope="col" className="px-2 py-0.5 text-left font-medium">
                  {words.periodColumn}
                </th>
                {series.keys.map((key) => (
                  <th key={String(key)} scope="col" className={`${CELL} font-mono font-medium`}>
                    <VisibleText text={key ?? words.none} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.periods.map((start, p) => (
                <tr key={start} className="border-t border-line/60">
                  <th scope="row" className="px-2 py-0.5 text-left font-normal">
                    {start}
                  </th>
                  {series.keys.map((key, k) => {
                    const value = series.values[k]?.[p] ?? 0;
                    return (
                      <td key={String(key)} className={CELL}>
                        {value > 0 && (
                          <StatsLink
                            href={sessionsHref(filters, periodFilter(by, key, start, period))}
                            className={`rounded ${FOCUS_RING}`}
                          >
                            {formatMeasure(value, measure)}
                          </StatsLink>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
