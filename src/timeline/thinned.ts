// The bars and blocks of a layout as the track shows them, kept per layout outside React. The
// timeline renders at low priority (useDeferredValue), and a live page interrupts that render
// again and again: a useMemo's value of an interrupted render is thrown away with it, so each
// attempt thinned hundreds of thousands of spans anew.
import { inWindow, type LaneWindow } from './lane-window';
import type { Thinner, ThinSpans } from './thin';
import type { Timed } from './timeline-source';
import type { Span, TimelineLayout } from './types';
import type { TimeRange } from './view-range';

interface Kept {
  from: number;
  to: number;
  width: number;
  running: boolean;
  thin: ThinSpans;
  open: readonly Span[];
}

const kept = new WeakMap<readonly Span[], Kept>();

/**
 * What the track draws of `layout` (which never changes) in `shown` on `width` pixels: the
 * settled spans thinned by `thinner` (from what changed since its last layout), and, while
 * something runs, the open ones the clock grows.
 */
export function thinned(
  layout: TimelineLayout,
  shown: TimeRange,
  width: number,
  running: boolean,
  thinner: Thinner,
): Kept {
  const { spans, segments } = layout;
  const k = kept.get(spans);
  if (k && k.from === shown.from && k.to === shown.to && k.width === width && k.running === running)
    return k;
  const next: Kept = {
    from: shown.from,
    to: shown.to,
    width,
    running,
    thin: thinner(spans, segments, shown, width, running),
    // The few open spans, found once per layout rather than at every tick of the clock.
    open: running ? spans.filter((s) => s.open) : [],
  };
  kept.set(spans, next);
  return next;
}

const inLanes = new WeakMap<ThinSpans, { lanes: LaneWindow; drawn: ThinSpans }>();

/**
 * The bars and blocks of `thin` on the lanes of `lanes`, the same object while both stay: a tick
 * of the clock or an interrupted render does not filter them again, nor render the bars again.
 */
export function thinnedIn(thin: ThinSpans, lanes: LaneWindow): ThinSpans {
  const k = inLanes.get(thin);
  if (k && k.lanes.first === lanes.first && k.lanes.last === lanes.last) return k.drawn;
  const drawn = { spans: inWindow(thin.spans, lanes), clusters: inWindow(thin.clusters, lanes) };
  inLanes.set(thin, { lanes, drawn });
  return drawn;
}

/** What the track draws of a layout (`thinned`), its cost added to the layout's: the pace follows it. */
export function timedThin(
  timed: Timed,
  layout: TimelineLayout,
  shown: TimeRange,
  width: number,
  running: boolean,
): Kept {
  const t0 = performance.now();
  const thin = thinned(layout, shown, width, running, timed.thinner);
  const at = performance.now();
  if (at - t0 > 1) Object.assign(timed, { lastMs: (timed.layoutMs ?? 0) + (at - t0), lastAt: at });
  return thin;
}

/** What the track shows: `shown` on `width` pixels, the lanes in view, the clock growing or not. */
export interface TrackView {
  shown: TimeRange;
  width: number;
  running: boolean;
  lanes: LaneWindow;
}

/** The settled bars and blocks the track draws in `view` (the page's own thinning, both steps). */
export const drawnIn = (timed: Timed, layout: TimelineLayout, view: TrackView): ThinSpans =>
  thinnedIn(timedThin(timed, layout, view.shown, view.width, view.running).thin, view.lanes);

/**
 * A layout as it crosses from a worker that thins it (docs/architecture.md, stage 3): its bounds
 * and lanes, and of its spans only the open ones, which the page's clock grows.
 */
export const withoutSettled = (layout: TimelineLayout): TimelineLayout => {
  const open = layout.spans.filter((s) => s.open);
  return { ...layout, spans: open, segments: [open.length] };
};
