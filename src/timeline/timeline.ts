// A document's timeline, memoized: the task list per trace state (extended, not rescanned, as a
// live stream appends) and each task's layout per trace state, so a frame lays out at most the
// task on screen, and only when the trace changed. Each task keeps what its last layout found
// (layout.ts), so a span the previous layout had unchanged is that same object, and its bar need
// not be drawn again.
import type { TraceState } from '../store/model';
import { createTaskLayout, type TaskLayout } from './layout';
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
  const layouters = new Map<number, TaskLayout>();
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
      if (!layout) {
        let layoutTask = layouters.get(index);
        if (!layoutTask) layouters.set(index, (layoutTask = createTaskLayout()));
        layout = layoutTask(trace, task);
        byTask.set(index, layout);
      }
      return layout;
    },
  };
}
