// The long lists derived beside a trace that a panel draws a window of (docs/architecture.md,
// stage 3). Each is a pure function of the state and plain arguments, extended as the trace
// grows; a trace held in a worker sends each as changes (a splice, as the rows), never whole:
// the outline of a 100 MB trace has 65,000 entries, and answered whole it slowed the load by half.
import type { SessionKey, TraceState } from '../store/model';
import { outlineOf } from '../store/outline/outline';

export const TRACE_LISTS = {
  /** Session `root`'s tasks, turns, compactions and children, in conversation order. */
  outline: (t: TraceState, root: SessionKey) => outlineOf(t, root),
};

export type TraceListName = keyof typeof TRACE_LISTS;

/** List `name` for `args` on `t`. */
export function listOf(t: TraceState, name: string, args: readonly unknown[]): readonly object[] {
  const list = TRACE_LISTS[name as TraceListName] as (
    t: TraceState,
    ...args: readonly unknown[]
  ) => readonly object[];
  return list(t, ...args);
}
