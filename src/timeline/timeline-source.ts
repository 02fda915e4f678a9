// The timeline of a document, laid out from its trace once per applied batch, or less often when
// that costs: a long live task takes tens of milliseconds to lay out and to thin for its track,
// and doing so for every batch left the page no frame to draw the conversation in. Kept per
// document outside React, with the trace and its pace as its only inputs, so that it can run
// where the trace is held (docs/architecture.md, stage 2).
import type { TraceState } from '../store/model';
import type { TraceStore } from '../store/trace-store';
import { createThinner, type Thinner } from './thin';
import { createTimeline, type Timeline } from './timeline';
import type { Task, TimelineLayout } from './types';

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

/** One paced moment of the trace: its tasks, and the layout of any of them. */
export interface TimelineSnapshot {
  tasks(): readonly Task[];
  layout(index: number): TimelineLayout | undefined;
}

export interface TimelineSource {
  subscribe(listener: () => void): () => void;
  /** The same object until the paced trace moves on. */
  snapshot(): TimelineSnapshot;
  /** What the layouts and the track's thinning cost: the pace follows it. */
  timed: Timed;
}

function snapshotOf(timed: Timed, t: TraceState): TimelineSnapshot {
  return {
    tasks: () => timed.timeline.tasks(t),
    layout(index) {
      const t0 = performance.now();
      const layout = timed.timeline.layout(t, index);
      const at = performance.now();
      // A layout already made for this trace costs nothing and says nothing of the next one.
      if (at - t0 > 1) Object.assign(timed, { lastMs: at - t0, lastAt: at, layoutMs: at - t0 });
      return layout;
    },
  };
}

function createTimelineSource(store: TraceStore): TimelineSource {
  const timed: Timed = {
    timeline: createTimeline(),
    thinner: createThinner(),
    lastMs: 0,
    lastAt: 0,
  };
  let paced = store.getState().trace;
  let shown = snapshotOf(timed, paced);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | undefined;

  const catchUp = (): boolean => {
    const latest = store.getState().trace;
    if (latest === paced) return false;
    paced = latest;
    shown = snapshotOf(timed, paced);
    return true;
  };
  const advance = () => {
    clearTimeout(timer);
    timer = undefined;
    if (catchUp()) for (const listener of listeners) listener();
  };
  const heard = () => {
    if (timed.lastMs < QUICK_MS) return advance();
    // A newer trace meanwhile does not put the wait off.
    if (timer !== undefined) return;
    const wait = timed.lastAt + timed.lastMs * PACE - performance.now();
    timer = setTimeout(advance, Math.max(0, wait));
  };
  return {
    timed,
    subscribe(listener) {
      listeners.add(listener);
      if (!stopListening) {
        // What changed before anyone followed is shown at once (React checks after subscribing).
        catchUp();
        stopListening = store.subscribe(heard);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopListening?.();
        stopListening = undefined;
        clearTimeout(timer);
        timer = undefined;
      };
    },
    snapshot() {
      // Nobody follows it: whoever asks first gets the latest.
      if (listeners.size === 0) catchUp();
      return shown;
    },
  };
}

const sources = new WeakMap<TraceStore, TimelineSource>();

/** The one timeline of a document's (shown) trace. */
export function timelineSourceOf(store: TraceStore): TimelineSource {
  let source = sources.get(store);
  if (!source) sources.set(store, (source = createTimelineSource(store)));
  return source;
}
