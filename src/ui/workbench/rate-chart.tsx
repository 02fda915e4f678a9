// Characters per second over time, as a small inline SVG line; long pauses are shaded.
import type { FragmentAnalysis } from '../../workbench/fragments';

const W = 240;
const H = 48;

export function RateChart({ analysis }: { analysis: FragmentAnalysis }) {
  const { rate, gaps, pieces } = analysis;
  const partials = pieces.filter((p) => p.kind !== 'complete');
  const end = Math.max(1, ...rate.map((r) => r.at));
  const top = Math.max(1, ...rate.map((r) => r.cps));
  const x = (t: number) => (t / end) * W;
  const y = (cps: number) => H - 2 - (cps / top) * (H - 4);
  const points = rate.map((r) => `${x(r.at).toFixed(1)},${y(r.cps).toFixed(1)}`).join(' ');
  return (
    <svg
      data-testid="fragments-chart"
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={`characters per second, peak ${Math.round(top)}`}
      className="rounded border border-line bg-sunken"
    >
      {gaps.map((g) => {
        const from = partials[g.after]?.at ?? 0;
        return (
          <rect
            key={g.after}
            data-testid="fragments-gap"
            x={x(from)}
            y={0}
            width={Math.max(1, x(from + g.ms) - x(from))}
            height={H}
            className="fill-amber-200/70 dark:fill-amber-800/50"
          />
        );
      })}
      <polyline
        points={points}
        fill="none"
        strokeWidth={1.5}
        className="stroke-indigo-600 dark:stroke-indigo-400"
      />
    </svg>
  );
}
