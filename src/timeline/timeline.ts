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

function sameLabel(a: SpanLabel, b: SpanLabel): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'request':
      return b.kind === a.kind && a.status === b.status && a.attempt === b.attempt;
    case 'retry-wait':
      return b.kind === a.kind && a.inMs === b.inMs;
    case 'approval-wait':
      return b.kind === a.kind && a.decision === b.decision;
    case 'tool':
      return b.kind === a.kind && a.name === b.name;
    case 'subagent':
      return b.kind === a.kind && a.session === b.session;
  }
}

type Field = Exclude<keyof Span, 'label'>;
/**
 * Every field of a span but its label, which sameLabel compares: a record, so a field added to
 * Span and not here fails to compile rather than leave a stale bar.
 */
const FIELDS = Object.keys({
  id: true,
  kind: true,
  itemId: true,
  session: true,
  start: true,
  end: true,
  open: true,
  streamFrom: true,
  parent: true,
  lane: true,
  critical: true,
} satisfies Record<Field, true>) as Field[];

// Field by field, not by Object.keys: a million-row task compares about 400,000 spans a layout.
function sameSpan(a: Span, b: Span): boolean {
  if (a === b) return true;
  for (const k of FIELDS) if (!Object.is(a[k], b[k])) return false;
  return sameLabel(a.label, b.label);
}

/**
 * The layout with every span the previous one had unchanged replaced by that span; `previous`
 * then holds the new layout's spans (only new objects are written).
 */
function keepUnchanged(previous: Map<string, Span>, next: TimelineLayout): TimelineLayout {
  const spans = next.spans.map((s) => {
    const before = previous.get(s.id);
    if (before === s) return s;
    if (before && sameSpan(before, s)) return before;
    previous.set(s.id, s);
    return s;
  });
  return { ...next, spans };
}

export function createTimeline(): Timeline {
  const scan = taskScanner();
  const tasks = new WeakMap<TraceState, readonly Task[]>();
  const layouts = new WeakMap<TraceState, Map<number, TimelineLayout>>();
  // Each task's spans by id, as its last layout drew them. Ids a layout no longer has stay: a
  // task only grows, and a new document gets a new timeline.
  const lastSpans = new Map<number, Map<string, Span>>();
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
        let previous = lastSpans.get(index);
        if (!previous) lastSpans.set(index, (previous = new Map()));
        layout = keepUnchanged(previous, layoutTask(trace, task));
        byTask.set(index, layout);
      }
      return layout;
    },
  };
}
