// The timeline of the document on screen, laid out from its trace once per applied batch.
import { useDeferredValue } from 'react';
import { createTimeline, type Timeline } from '../../timeline/timeline';
import type { Task, TimelineLayout } from '../../timeline/types';
import type { TraceStore } from '../../store/trace-store';
import { useTrace, useTraceStore } from '../trace-context';

export interface ShownTimeline {
  tasks: readonly Task[];
  index: number;
  layout: TimelineLayout | undefined;
}

const timelines = new WeakMap<TraceStore, Timeline>();

function timelineOf(store: TraceStore): Timeline {
  let timeline = timelines.get(store);
  if (!timeline) timelines.set(store, (timeline = createTimeline()));
  return timeline;
}

export function useTimeline(task: number | null): ShownTimeline {
  const timeline = timelineOf(useTraceStore());
  // Laid out at low priority: a long live task never holds up the conversation's own frame.
  const trace = useDeferredValue(useTrace((s) => s.trace));
  const tasks = timeline.tasks(trace);
  const index = task !== null && task < tasks.length ? task : tasks.length - 1;
  return { tasks, index, layout: timeline.layout(trace, index) };
}
