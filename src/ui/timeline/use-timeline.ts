// The timeline of the document on screen, laid out from its trace once per applied batch, or
// less often when that costs: a long live task takes tens of milliseconds to lay out and to thin
// for its track, and doing so for every batch left the page no frame to draw the conversation in.
import { useDeferredValue, useEffect, useState } from 'react';
import { createThinner, type Thinner } from '../../timeline/thin';
import { createTimeline, type Timeline } from '../../timeline/timeline';
import type { TimeRange } from '../../timeline/view-range';
import type { Task, TimelineLayout } from '../../timeline/types';
import type { TraceStore } from '../../store/trace-store';
import type { TraceState } from '../../store/model';
import { useTrace, useTraceStore } from '../trace-context';
import { thinned } from './thinned';

export interface ShownTimeline {
  tasks: readonly Task[];
  index: number;
  layout: TimelineLayout | undefined;
}

/** A layout quicker than this follows every batch. */
const QUICK_MS = 12;
/** A slower one waits this many times its cost after the last: at most a ninth of the thread. */
const PACE = 8;

export interface Timed {
  timeline: Timeline;
  /** Thins the layouts one after another, each from what changed since the last. */
  thinner: Thinner;
  /** What the last layout that did work cost with its thinning, and when it ended. */
  lastMs: number;
  lastAt: number;
  /** What the last layout that did work cost alone: a thinning's cost is added to it, not to
   * the sum, so zooming again and again does not pile up. */
  layoutMs?: number;
}

const timelines = new WeakMap<TraceStore, Timed>();

/** The timeline of the document around the component, with what its updates cost. */
export const useTimed = (): Timed => timelineOf(useTraceStore());

function timelineOf(store: TraceStore): Timed {
  let timed = timelines.get(store);
  if (!timed)
    timelines.set(
      store,
      (timed = { timeline: createTimeline(), thinner: createThinner(), lastMs: 0, lastAt: 0 }),
    );
  return timed;
}

/** The trace to lay out: the latest while layouts are quick, else the latest every so often. */
export function usePacedTrace(timed: Timed, latest: TraceState): TraceState {
  const [paced, setPaced] = useState(latest);
  const quick = timed.lastMs < QUICK_MS;
  useEffect(() => {
    if (quick || paced === latest) return;
    const wait = timed.lastAt + timed.lastMs * PACE - performance.now();
    const id = setTimeout(() => setPaced(latest), Math.max(0, wait));
    return () => clearTimeout(id);
  }, [quick, paced, latest, timed]);
  return quick ? latest : paced;
}

export function useTimeline(task: number | null): ShownTimeline {
  const timed = useTimed();
  // Laid out at low priority: a long live task never holds up the conversation's own frame.
  const latest = useTrace((s) => s.trace);
  const trace = useDeferredValue(usePacedTrace(timed, latest));
  const tasks = timed.timeline.tasks(trace);
  const index = task !== null && task < tasks.length ? task : tasks.length - 1;
  return { tasks, index, layout: timedLayout(timed, trace, index) };
}

function timedLayout(timed: Timed, trace: TraceState, index: number): TimelineLayout | undefined {
  const t0 = performance.now();
  const layout = timed.timeline.layout(trace, index);
  const at = performance.now();
  // A layout already made for this trace costs nothing and says nothing of the next one.
  if (at - t0 > 1) Object.assign(timed, { lastMs: at - t0, lastAt: at, layoutMs: at - t0 });
  return layout;
}

/** What the track draws of a layout (thinned.ts), its cost added to the layout's. */
export function timedThin(
  timed: Timed,
  layout: TimelineLayout,
  shown: TimeRange,
  width: number,
  running: boolean,
): ReturnType<typeof thinned> {
  const t0 = performance.now();
  const thin = thinned(layout, shown, width, running, timed.thinner);
  const at = performance.now();
  if (at - t0 > 1) Object.assign(timed, { lastMs: (timed.layoutMs ?? 0) + (at - t0), lastAt: at });
  return thin;
}
