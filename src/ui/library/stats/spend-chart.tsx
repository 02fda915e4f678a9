// Stacked bars of tokens or cost per period, one colour per model, agent or project, drawn by
// uPlot on a canvas (hundreds of periods × keys stay one paint). A bar segment under the pointer
// is read out above the chart; a click on it opens the sessions behind it.
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Measure, SpendSeries } from '../../../library/stats';
import { revealInvisible } from '../../common/invisible-chars';
import { useLanguage, useT } from '../../i18n/language-store';
import { cssColour, seriesColour } from './chart-palette';
import { periodLabels, periodTicks } from './chart-dates';
import { axisLabels, formatMeasure } from './format-measure';
import { useDarkTheme } from './use-dark-theme';

export interface SegmentPick {
  period: number;
  key: number;
}

const HEIGHT = 220;
const DAY_S = 86_400;
/** Present in every build of uPlot; typed optional because custom builds may leave it out. */
const BARS = uPlot.paths.bars?.({ size: [0.8, 48], align: 0 });

/** Top of each key's segment: keys[0] sits at the bottom, each next one on it. */
function stackTops(values: readonly number[][]): number[][] {
  const tops: number[][] = [];
  values.forEach((row, k) => tops.push(row.map((v, p) => v + (tops[k - 1]?.[p] ?? 0))));
  return tops;
}

/** The segment of period `p` that a value `y` up its bar falls in. */
function segmentAt(series: SpendSeries, tops: number[][], p: number, y: number) {
  for (let k = 0; k < series.keys.length; k++)
    if ((series.values[k]?.[p] ?? 0) > 0 && y <= (tops[k]?.[p] ?? 0)) return k;
  return undefined;
}

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export function SpendChart({
  series,
  measure,
  onPick,
}: {
  series: SpendSeries;
  measure: Measure;
  onPick: (pick: SegmentPick) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useDarkTheme();
  const language = useLanguage();
  const words = useT().library.stats;
  const none = words.none;
  const [hover, setHover] = useState<SegmentPick | undefined>();
  const tops = useMemo(() => stackTops(series.values), [series]);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const el = box.current;
    if (!el || series.periods.length === 0) return;
    const xs = series.periods.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const at = (u: uPlot) => {
      const p = u.cursor.idx;
      const top = u.cursor.top;
      if (p === null || p === undefined || top === undefined || top < 0) return undefined;
      const k = segmentAt(series, tops, p, u.posToVal(top, 'y'));
      return k === undefined ? undefined : { period: p, key: k };
    };
    const axis = {
      stroke: cssColour('--omni-fg-muted'),
      grid: { stroke: cssColour('--omni-line-soft'), width: 1 },
      ticks: { stroke: cssColour('--omni-line-soft'), width: 1 },
      font: '11px system-ui, sans-serif',
    };
    // Drawn last key first: each lower segment paints over the taller bar behind it.
    const order = series.keys.map((_, k) => k).reverse();
    const dayLabels = periodLabels(language);
    const u = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { points: { show: false }, drag: { x: false, y: false }, y: false },
        scales: {
          x: {
            time: true,
            // From the data, not the max given: for a single period uPlot widens it by
            // 86400 / ms (2.7 years at second timestamps) before asking.
            range: (u, min) => [min - DAY_S / 2, (u.data[0].at(-1) ?? min) + DAY_S / 2],
          },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.05 : 1] },
        },
        axes: [
          {
            ...axis,
            splits: (self) => periodTicks(xs, self.over.clientWidth),
            // The labels the canvas draws, readable without it.
            values: (_u, splits) => {
              const labels = dayLabels(splits);
              el.dataset.ticks = labels.join(' | ');
              return labels;
            },
          },
          {
            ...axis,
            size: 64,
            values: (_u, splits) => {
              const labels = axisLabels(splits, measure);
              el.dataset.valueTicks = labels.join(' | ');
              return labels;
            },
          },
        ],
        series: [
          {},
          ...order.map((k) => ({
            label: revealInvisible(String(series.keys[k] ?? none)),
            fill: cssColour(seriesColour(k).variable),
            stroke: cssColour(seriesColour(k).variable),
            width: 0,
            points: { show: false },
            ...(BARS ? { paths: BARS } : {}),
          })),
        ],
        hooks: {
          setCursor: [(self) => setHover(at(self))],
          // The dates the axis spans, readable without the canvas.
          setScale: [
            (self, key) => {
              const { min, max } = self.scales.x ?? {};
              if (key === 'x' && min != null && max != null)
                el.dataset.range = `${isoDay(min)}/${isoDay(max)}`;
            },
          ],
          ready: [
            (self) =>
              self.over.addEventListener('click', () => {
                const hit = at(self);
                if (hit) pick.current(hit);
              }),
          ],
        },
      },
      [xs, ...order.map((k) => tops[k] ?? [])],
      el,
    );
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
    };
  }, [series, tops, measure, dark, language, none]);

  const key = hover && series.keys[hover.key];
  const value = hover && series.values[hover.key]?.[hover.period];
  return (
    <div>
      <div className="h-5 truncate text-xs text-fg-muted" data-testid="library-stats-readout">
        {hover && value !== undefined
          ? words.readout(
              series.periods[hover.period] ?? '',
              revealInvisible(key ?? none),
              formatMeasure(value, measure),
            )
          : words.readoutHint}
      </div>
      <div
        ref={box}
        data-testid="library-stats-chart"
        data-periods={series.periods.length}
        className={hover ? 'cursor-pointer' : ''}
        role="img"
        aria-label={words.chartLabel(words.measures[measure], series.periods.length)}
      />
    </div>
  );
}
