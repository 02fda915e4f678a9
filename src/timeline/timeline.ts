// A document's timeline, memoized: the task list per trace state (extended, not rescanned, as a
// live stream appends) and each task's layout per trace state, so a frame lays out at most the
// task on screen, and only when the trace changed. A span equal to the one the task's previous
// layout had is that same object, so its bar need not be drawn again.
import type { TraceState } from '../store/model';
import { layoutTask } from './layout';
import { taskScanner } from './tasks';
import type { Span, SpanLabel, Task, TimelineLayout } from './types';

export interface Timeline {
  tasks(trace: TraceState): readonly Task[];
  layout(trace: TraceState, task: number): TimelineLayout | undefined;
}

const sameLabel = (a: SpanLabel, b: SpanLabel): boolean =>
  a === b ||
  ((Object.keys(a) as (keyof SpanLabel)[]).every((k) => Object.is(a[k], b[k])) &&
    Object.keys(a).length === Object.keys(b).length);

function sameSpan(a: Span, b: Span): boolean {
  const keys = Object.keys(a) as (keyof Span)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => (k === 'label' ? sameLabel(a.label, b.label) : Object.is(a[k], b[k])))
  );
}

/** The layout with every span the previous one had unchanged replaced by that span. */
function keepUnchanged(previous: ReadonlyMap<string, Span>, next: TimelineLayout): TimelineLayout {
  const spans = next.spans.map((s) => {
    const before = previous.get(s.id);
    return before && sameSpan(before, s) ? before : s;
  });
  return { ...next, spans };
}

export function createTimeline(): Timeline {
  const scan = taskScanner();
  const tasks = new WeakMap<TraceState, readonly Task[]>();
  const layouts = new WeakMap<TraceState, Map<number, TimelineLayout>>();
  const lastSpans = new Map<number, ReadonlyMap<string, Span>>();
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
        layout = keepUnchanged(lastSpans.get(index) ?? new Map(), layoutTask(trace, task));
        byTask.set(index, layout);
        lastSpans.set(index, new Map(layout.spans.map((s) => [s.id, s])));
      }
      return layout;
    },
  };
}
