// The timeline of the document on screen (timeline/timeline-source.ts), drawn at low priority: a
// long live task never holds up the conversation's own frame.
import { useDeferredValue, useSyncExternalStore } from 'react';
import type { ThinSpans } from '../../timeline/thin';
import type { TrackView } from '../../timeline/thinned';
import type { Timed } from '../../timeline/timeline-source';
import type { Task, TimelineLayout } from '../../timeline/types';
import { useRemoteTimeline, useRemoteTrack, useTimelineSource } from '../trace-context';

/** A track thinned where the trace is held (`engine=worker`): only what it draws crosses. */
export interface FarTrack {
  /** The settled bars and blocks drawn in the view last asked; none until they come. */
  drawn: ThinSpans | undefined;
  /** Asks what the track draws in `view`. */
  track(view: TrackView): void;
}

export interface ShownTimeline {
  tasks: readonly Task[];
  index: number;
  /** Held in a worker, without its settled spans: `far` draws them. */
  layout: TimelineLayout | undefined;
  /** How many spans the layout holds. */
  spans: number;
  far?: FarTrack;
}

/** What the document's layouts and their thinning cost: the pace of its timeline follows it. */
export const useTimed = (): Timed => useTimelineSource().timed;

export function useTimeline(task: number | null): ShownTimeline {
  const source = useTimelineSource();
  const shown = useDeferredValue(useSyncExternalStore(source.subscribe, source.snapshot));
  // A trace held in a worker is laid out and thinned there, at the same pace, and only the
  // shown task's bars in view sent.
  const far = useDeferredValue(useRemoteTimeline(task));
  const track = useRemoteTrack(task);
  if (far && track) {
    const { drawn, ...rest } = far;
    return { ...rest, far: { drawn, track } };
  }
  const tasks = shown.tasks();
  const index = task !== null && task < tasks.length ? task : tasks.length - 1;
  const layout = shown.layout(index);
  return { tasks, index, layout, spans: layout?.spans.length ?? 0 };
}
