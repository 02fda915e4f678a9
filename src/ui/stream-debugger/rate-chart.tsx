// Characters per second over time, as a small inline SVG line with its axes: characters per
// second up the side, seconds since the first piece along the bottom; long pauses are shaded.
import type { FragmentAnalysis } from '../../stream-debugger/fragments';
import { formatCount, formatDuration } from '../common/format';
import { useT } from '../i18n/language-store';

const W = 300;
const H = 76;
/** The plot inside the axes' labels. */
const LEFT = 42;
const RIGHT = W - 6;
const TOP = 6;
const BOTTOM = H - 18;

export function RateChart({ analysis }: { analysis: FragmentAnalysis }) {
  const t = useT().streamDebugger.chart;
  const { rate, gaps, pieces } = analysis;
  const partials = pieces.filter((p) => p.kind !== 'complete');
  let end = 1;
  let top = 1;
  for (const r of rate) {
    end = Math.max(end, r.at);
    top = Math.max(top, r.cps);
  }
  const x = (t: number) => LEFT + (t / end) * (RIGHT - LEFT);
  const y = (cps: number) => BOTTOM - (cps / top) * (BOTTOM - TOP);
  const points = rate.map((r) => `${x(r.at).toFixed(1)},${y(r.cps).toFixed(1)}`).join(' ');
  const peak = Math.round(top);
  return (
    <svg
      data-testid="fragments-chart"
      data-peak={peak}
      data-span={Math.round(end)}
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={t.label(formatDuration(end), peak)}
      className="rounded border border-line bg-sunken text-fg-faint"
    >
      {gaps.map((g) => {
        const from = partials[g.after]?.at ?? 0;
        return (
          <rect
            key={g.after}
            data-testid="fragments-gap"
            x={x(from)}
            y={TOP}
            width={Math.max(1, x(from + g.ms) - x(from))}
            height={BOTTOM - TOP}
            className="fill-amber-200/70 dark:fill-amber-800/50"
          />
        );
      })}
      <path
        d={`M${LEFT},${TOP} V${BOTTOM} H${RIGHT}`}
        fill="none"
        strokeWidth={1}
        className="stroke-current opacity-60"
      />
      <g className="fill-current text-[9px]" data-testid="fragments-chart-axes">
        <text x={LEFT - 3} y={TOP + 7} textAnchor="end">
          {formatCount(peak)}
        </text>
        <text x={LEFT - 3} y={BOTTOM} textAnchor="end">
          0
        </text>
        <text x={LEFT - 3} y={(TOP + BOTTOM) / 2 + 3} textAnchor="end">
          {t.unit}
        </text>
        <text x={LEFT} y={H - 5}>
          {t.zero}
        </text>
        <text x={(LEFT + RIGHT) / 2} y={H - 5} textAnchor="middle">
          {t.axis}
        </text>
        <text x={RIGHT} y={H - 5} textAnchor="end">
          {formatDuration(end)}
        </text>
      </g>
      <polyline
        points={points}
        fill="none"
        strokeWidth={1.5}
        className="stroke-indigo-600 dark:stroke-indigo-400"
      />
    </svg>
  );
}
