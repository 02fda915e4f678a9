// The task's timeline above the conversation: one lane per row of work (the model's requests,
// tool calls packed side by side, each subagent with its own lanes beneath), the critical path
// outlined, zoomed and panned within the task.
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useDocPart } from '../../docs/doc-part';
import { axisLabels, TICKS } from '../../timeline/axis';
import type { SpanCluster, ThinSpans } from '../../timeline/thin';
import type { Lane, Span, TimelineLayout } from '../../timeline/types';
import { clampRange, liveEnd, type TimeRange } from '../../timeline/view-range';
import { formatDuration } from '../common/format';
import { useElementWidth } from '../common/use-element-width';
import { barKey, growStyle, LANE_HEIGHT, TimelineBar } from './timeline-bar';
import { clusterKey, TimelineCluster } from './timeline-cluster';
import { useBarFocus, type DrawnBar } from './use-bar-focus';
import { useRevealItem } from '../sessions/use-reveal-item';
import { TimelineTaskPicker } from './timeline-task-picker';
import { timelineStore, useTimelineStore } from './timeline-store';
import { useOpenAtTaskRead } from './use-open-at-task-read';
import { usePanZoom } from './use-pan-zoom';
import { useGrowth } from './use-growth';
import { useTimed, useTimeline, type FarTrack } from './use-timeline';
import { thinnedIn, timedThin } from '../../timeline/thinned';
import { laneLabel } from '../../timeline/labels';
import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';
import { inWindow, type LaneWindow } from '../../timeline/lane-window';
import { useLaneWindow } from './use-lane-window';
import { useT } from '../i18n/language-store';

/** The bars' area: dragged to pan, focused for the keys. */
const TRACK = [
  'relative min-w-0 flex-1 cursor-grab touch-none overflow-hidden rounded',
  'bg-surface ring-1 ring-line focus-visible:ring-2 focus-visible:ring-info',
].join(' ');

const NO_CLUSTERS: readonly SpanCluster[] = [];
const NO_BARS: ThinSpans = { spans: [], clusters: [] };

export function TimelinePanel() {
  const t = useT().timeline;
  const task = useTimelineStore((s) => s.task);
  const store = useDocPart(timelineStore);
  // The zoom stays with the document; a hover does not outlive the bars it lit.
  useEffect(() => () => store.getState().hover(null), [store]);
  const { tasks, index, layout, spans, far } = useTimeline(task);
  useOpenAtTaskRead(tasks);
  return (
    <section
      data-testid="timeline"
      tabIndex={-1}
      data-task={index}
      aria-label={t.region}
      className="flex max-h-[45vh] min-h-0 flex-col border-b border-line bg-sunken text-xs"
    >
      <div className="flex items-center gap-2 px-3 py-1.5 sm:px-5">
        <span className="font-semibold text-fg-secondary">{t.heading}</span>
        <TimelineTaskPicker tasks={tasks} index={index} />
        <Legend />
      </div>
      {layout && spans > 0 ? (
        <Lanes layout={layout} far={far} />
      ) : (
        <p className="px-3 pb-2 text-fg-muted sm:px-5">{t.empty}</p>
      )}
    </section>
  );
}

function Lanes({ layout, far }: { layout: TimelineLayout; far: FarTrack | undefined }) {
  const t = useT().timeline;
  const timed = useTimed();
  const range = useTimelineStore((s) => s.range);
  const setRange = useTimelineStore((s) => s.setRange);
  const { growth, running } = useGrowth(layout);
  const end = layout.end + growth;
  const bounds = { from: layout.start, to: running ? liveEnd(layout.start, end) : end };
  const clamped = clampRange(range ?? bounds, bounds);
  // The same object while the range stays, so the bars need not render again.
  const shown = useMemo(() => ({ from: clamped.from, to: clamped.to }), [clamped.from, clamped.to]);
  const track = useRef<HTMLDivElement>(null);
  const panZoom = usePanZoom(track, shown, bounds);
  const reveal = useRevealItem();
  const { wasDrag } = panZoom;
  // One callback for every bar, so a bar's props change only with its span.
  const onPick = useCallback(
    (itemId: number) => {
      if (!wasDrag()) reveal(itemId);
    },
    [wasDrag, reveal],
  );
  const onZoom = useCallback(
    ({ from, to }: TimeRange) => {
      const margin = (to - from) / 20;
      if (!wasDrag()) setRange({ from: from - margin, to: to + margin });
    },
    [wasDrag, setRange],
  );
  const width = useElementWidth(track);
  const view = useRef<HTMLDivElement>(null);
  const lanes = useLaneWindow(view, layout.lanes.length);
  // Held in a worker, the track is thinned there: it is told what it shows, and sends what it draws.
  const askFar = far?.track;
  useEffect(
    () => askFar?.({ shown, width, running, lanes }),
    [askFar, shown, width, running, lanes],
  );
  // What the clock grows is drawn apart, so a tick renders those bars alone; a worker's layout
  // holds no other spans than those.
  const { drawn, open } = far
    ? { drawn: far.drawn ?? NO_BARS, open: running ? layout.spans : [] }
    : nearDrawn(timedThin(timed, layout, shown, width, running), lanes);
  const growing = inWindow(open, lanes).filter(
    (s) => s.end + growth >= shown.from && s.start <= shown.to,
  );
  const height = layout.lanes.length * LANE_HEIGHT;
  const barFocus = useBarFocus(track, ...drawnBars(drawn.spans, drawn.clusters, growing));
  return (
    <div
      ref={view}
      data-lanes={layout.lanes.length}
      data-lanes-from={lanes.first}
      data-lanes-to={lanes.last}
      data-view-from={Math.round(shown.from - layout.start)}
      data-view-to={Math.round(shown.to - layout.start)}
      data-testid="timeline-view"
      className="min-h-0 overflow-y-auto px-3 pb-2 sm:px-5"
    >
      {/* The axis stays in sight while the lanes scroll beneath it. */}
      <div className="sticky top-0 z-10 flex bg-sunken">
        <div className="w-36 shrink-0" />
        <Axis shown={shown} start={layout.start} />
        {range && (
          <button
            type="button"
            data-testid="timeline-fit"
            onClick={() => setRange(null)}
            className="ml-2 shrink-0 rounded px-1.5 text-fg-muted hover:bg-raised-soft hover:text-fg"
          >
            {t.fit}
          </button>
        )}
      </div>
      <div className="flex">
        <div className="relative w-36 shrink-0" style={{ height }}>
          {layout.lanes.slice(lanes.first, lanes.last + 1).map((l, i) => (
            <LaneName key={l.key} lane={l} index={lanes.first + i} />
          ))}
        </div>
        <div
          ref={track}
          data-testid="timeline-track"
          tabIndex={0}
          aria-label={t.track}
          onPointerDown={panZoom.onPointerDown}
          onPointerMove={panZoom.onPointerMove}
          onPointerUp={panZoom.onPointerUp}
          onFocus={barFocus.onFocus}
          onBlur={barFocus.onBlur}
          onKeyDown={(e) => {
            if (!barFocus.onKeyDown(e)) panZoom.onKeyDown(e);
          }}
          style={{ height }}
          className={TRACK}
        >
          <LaneStripes first={lanes.first} last={lanes.last} />
          <Bars
            spans={drawn.spans}
            clusters={drawn.clusters}
            range={shown}
            growth={0}
            tabbable={barFocus.tabbable}
            onPick={onPick}
            onZoom={onZoom}
          />
          <Bars
            spans={growing}
            range={shown}
            growth={growth}
            tabbable={barFocus.tabbable}
            onPick={onPick}
            onZoom={onZoom}
          />
        </div>
      </div>
    </div>
  );
}

// A live task's layout keeps the lanes that stay the same: their names need not render again.
const LaneName = memo(function LaneName({ lane, index }: { lane: Lane; index: number }) {
  const label = laneLabel(lane, useT().timeline);
  return (
    <div
      data-testid="timeline-lane"
      data-lane={index}
      data-lane-kind={lane.kind}
      data-session={lane.session}
      data-depth={lane.depth}
      title={revealInvisible(label)}
      style={{ top: index * LANE_HEIGHT, height: LANE_HEIGHT, paddingLeft: lane.depth * 12 }}
      className="absolute inset-x-0 truncate leading-5 text-fg-muted"
    >
      <VisibleText text={label} />
    </div>
  );
});

/** The settled bars and blocks on the lanes in view, and the open spans, of the page's thinning. */
const nearDrawn = (kept: ReturnType<typeof timedThin>, lanes: LaneWindow) => ({
  drawn: thinnedIn(kept.thin, lanes),
  open: kept.open,
});

/** The bars and blocks drawn, and the key of the first of them: the top lane's earliest. */
function drawnBars(
  spans: readonly Span[],
  clusters: readonly SpanCluster[],
  growing: readonly Span[],
): [DrawnBar[], string | undefined] {
  const all = [
    ...spans.map((s) => ({ key: barKey(s), lane: s.lane, start: s.start, end: s.end })),
    ...clusters.map((c) => ({ key: clusterKey(c), lane: c.lane, start: c.start, end: c.end })),
    ...growing.map((s) => ({ key: barKey(s), lane: s.lane, start: s.start, end: s.end })),
  ];
  const first = all.reduce<DrawnBar | undefined>(
    (a, b) => (a && (a.lane < b.lane || (a.lane === b.lane && a.start <= b.start)) ? a : b),
    undefined,
  );
  return [all, first?.key];
}

const Bars = memo(function Bars({
  spans,
  clusters = NO_CLUSTERS,
  range,
  growth,
  tabbable,
  onPick,
  onZoom,
}: {
  spans: readonly Span[];
  clusters?: readonly SpanCluster[];
  range: TimeRange;
  growth: number;
  tabbable: string | undefined;
  onPick: (itemId: number) => void;
  onZoom: (range: TimeRange) => void;
}) {
  // A layer of its own, contained: a bar that grows lays out its layer, not every bar.
  return (
    <div
      className="pointer-events-none absolute inset-0"
      style={{ contain: 'strict', willChange: 'transform', ...growStyle(growth, range) }}
    >
      {spans.map((s) => (
        <TimelineBar
          key={s.id}
          span={s}
          range={range}
          tabbable={barKey(s) === tabbable}
          onPick={onPick}
        />
      ))}
      {clusters.map((c) => (
        <TimelineCluster
          key={c.key}
          cluster={c}
          range={range}
          tabbable={clusterKey(c) === tabbable}
          onZoom={onZoom}
        />
      ))}
    </div>
  );
});

function Axis({ shown, start }: { shown: TimeRange; start: number }) {
  const labels = axisLabels(shown, start, (ms) => formatDuration(ms));
  return (
    <div
      data-testid="timeline-axis"
      className="relative h-4 min-w-0 flex-1 text-[10px] text-fg-faint"
    >
      {TICKS.map((f, i) => (
        <span
          key={f}
          // A phone's track has room for three labels, not five.
          className={`absolute -translate-x-1/2 whitespace-nowrap first:translate-x-0 last:-translate-x-full ${
            i % 2 === 1 ? 'max-sm:hidden' : ''
          }`}
          style={{ left: `${f * 100}%` }}
        >
          {labels[i]}
        </span>
      ))}
    </div>
  );
}

function LaneStripes({ first, last }: LaneWindow) {
  const rows = useMemo(
    () => Array.from({ length: last - first + 1 }, (_, i) => first + i),
    [first, last],
  );
  return rows.map((i) => (
    <div
      key={i}
      aria-hidden
      className="absolute inset-x-0 border-b border-line-faint"
      style={{ top: i * LANE_HEIGHT, height: LANE_HEIGHT }}
    />
  ));
}

function Legend() {
  const t = useT().timeline.legend;
  return (
    <span className="ml-auto hidden items-center gap-2 text-[10px] text-fg-muted md:flex">
      <Key look="bg-accent/70">{t.model}</Key>
      <Key look="border border-dashed border-warn">{t.retryWait}</Key>
      <Key look="bg-warn/60">{t.approval}</Key>
      <Key look="bg-ok/65">{t.tool}</Key>
      <Key look="bg-violet/45">{t.subagent}</Key>
      <Key look="ring-2 ring-danger/80">{t.critical}</Key>
    </span>
  );
}

function Key({ look, children }: { look: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden className={`inline-block h-2 w-3 rounded-sm ${look}`} />
      {children}
    </span>
  );
}
