// The timeline of the document on screen (timeline/timeline-source.ts), drawn at low priority: a
// long live task never holds up the conversation's own frame.
import { useDeferredValue, useSyncExternalStore } from 'react';
import type { Timed } from '../../timeline/timeline-source';
import type { TimeRange } from '../../timeline/view-range';
import type { Task, TimelineLayout } from '../../timeline/types';
import { useRemoteTimeline, useTimelineSource } from '../trace-context';
import { thinned } from './thinned';

export interface ShownTimeline {
  tasks: readonly Task[];
  index: number;
  layout: TimelineLayout | undefined;
}

/** What the document's layouts and their thinning cost: the pace of its timeline follows it. */
export const useTimed = (): Timed => useTimelineSource().timed;

export function useTimeline(task: number | null): ShownTimeline {
  const source = useTimelineSource();
  const shown = useDeferredValue(useSyncExternalStore(source.subscribe, source.snapshot));
  // A trace held in a worker is laid out there, at the same pace, and only the shown task sent.
  const far = useDeferredValue(useRemoteTimeline(task));
  if (far) return far;
  const tasks = shown.tasks();
  const index = task !== null && task < tasks.length ? task : tasks.length - 1;
  return { tasks, index, layout: shown.layout(index) };
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
