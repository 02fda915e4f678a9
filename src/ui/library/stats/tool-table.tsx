// Calls, failure rate and p50/p95 duration per tool; a row opens the sessions that used it.
import type { ToolStat } from '../../../library/stats';
import { formatCount, formatDuration } from '../../common/format';
import { revealInvisible } from '../../common/invisible-chars';
import { FOCUS_RING } from '../../common/looks';
import { VisibleText } from '../../common/visible-text';
import { useT } from '../../i18n/language-store';
import type { LibraryFilters } from '../library-view';
import { sessionsHref } from './stats-links';
import { StatsLink } from './stats-link';

/** Percentile names: the same in every language. */
const P50 = 'p50';
const P95 = 'p95';

const ms = (v: number | null) => (v === null ? '—' : formatDuration(v));

export function ToolTable({
  tools,
  filters,
}: {
  tools: readonly ToolStat[];
  /** The view's filters: a row opens its sessions within them. */
  filters: LibraryFilters;
}) {
  const words = useT().library.stats;
  if (tools.length === 0) return <p className="text-xs text-fg-muted">{words.noToolCalls}</p>;
  const most = Math.max(...tools.map((t) => t.calls));
  return (
    <table className="w-full table-fixed text-xs tabular-nums">
      <thead className="text-left text-fg-muted">
        <tr>
          <th className="w-[34%] py-1 font-medium">{words.toolColumns.tool}</th>
          <th className="py-1 text-right font-medium">{words.toolColumns.calls}</th>
          <th className="py-1 text-right font-medium">{words.toolColumns.failed}</th>
          <th className="py-1 text-right font-medium">{P50}</th>
          <th className="py-1 text-right font-medium">{P95}</th>
        </tr>
      </thead>
      <tbody>
        {tools.map((t) => {
          const rate = t.calls === 0 ? 0 : t.failures / t.calls;
          return (
            <tr
              key={t.name}
              data-testid="library-stats-tool"
              data-tool={t.name}
              className="border-t border-line-faint"
            >
              <td className="py-1">
                <StatsLink
                  href={sessionsHref(filters, { tool: t.name })}
                  className={`block truncate ${FOCUS_RING}`}
                >
                  <span className="block truncate font-mono" title={revealInvisible(t.name)}>
                    <VisibleText text={t.name} />
                  </span>
                  <span
                    className="mt-0.5 block h-1 rounded bg-indigo-500/70"
                    style={{ width: `${(t.calls / most) * 100}%` }}
                  />
                </StatsLink>
              </td>
              <td className="py-1 text-right" data-testid="library-stats-tool-calls">
                {formatCount(t.calls)}
              </td>
              <td className={`py-1 text-right ${rate > 0 ? 'text-danger' : 'text-fg-muted'}`}>
                {(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%
              </td>
              <td className="py-1 text-right">{ms(t.p50_ms)}</td>
              <td className="py-1 text-right">{ms(t.p95_ms)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
