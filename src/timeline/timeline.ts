// A document's timeline, memoized: the task list per trace state (extended, not rescanned, as a
// live stream appends) and each task's layout per trace state, so a frame lays out at most the
// task on screen, and only when the trace changed.
import type { TraceState } from '../store/model';
import { layoutTask } from './layout';
import { taskScanner } from './tasks';
import type { Task, TimelineLayout } from './types';

export interface Timeline {
  tasks(trace: TraceState): readonly Task[];
  layout(trace: TraceState, task: number): TimelineLayout | undefined;
}

export function createTimeline(): Timeline {
  const scan = taskScanner();
  const tasks = new WeakMap<TraceState, readonly Task[]>();
  const layouts = new WeakMap<TraceState, Map<number, TimelineLayout>>();
  const tasksOf = (trace: TraceState) => {
    let found = tasks.get(trace);
    if (!found) tasks.set(trace, (found = scan(trace)));
    return found;
  };
  return {
    tasks: tasksOf,
    layout(trace, index) {
      const task = tasksOf(trace)[index];
      if (!task) return undefined;
      let byTask = layouts.get(trace);
      if (!byTask) layouts.set(trace, (byTask = new Map()));
      let layout = byTask.get(index);
      if (!layout) byTask.set(index, (layout = layoutTask(trace, task)));
      return layout;
    },
  };
}
