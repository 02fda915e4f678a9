// The rows of a document as its reader chose to see them, and the filter counts beside them,
// derived outside React from the trace and the view, so that the list, the keys and the filter
// bar read one list and the same derivation can run wherever the trace is held
// (docs/architecture.md, stage 2).
import { createFilterIndex, type FilterIndex } from './filters/filter-index';
import { createRowFilter } from './filters/filter-rows';
import type { TraceState } from './model';
import { errorFrom, repeatFrom, turnFrom } from './derive/row-actions';
import { createRowBuilder, type RowList } from './rows';
import type { TraceStore } from './trace-store';
import type { ViewState, ViewStore } from './view-store';

export interface RowsSource {
  subscribe(listener: () => void): () => void;
  /** The same list until the trace or a choice of the reader changes what it holds. */
  rows(): RowList;
  filterIndex(): FilterIndex;
  /**
   * The row of the next (or previous) turn's start from row `from`, or -1; a promise of it when
   * the trace is held in a worker (docs/architecture.md, stage 3).
   */
  turnFrom(from: number, back: boolean): RowFound;
  /** The row of the next (or previous) error or failed attempt from row `from`, or -1. */
  errorFrom(from: number, back: boolean): RowFound;
  /** The row of the next (or previous) repeated tool call from row `from`, or -1. */
  repeatFrom(from: number, back: boolean): RowFound;
}

export type RowFound = number | Promise<number>;

/** The ways to a row a rows source answers, by name (what a worker is asked). */
export type RowStep = 'turnFrom' | 'errorFrom' | 'repeatFrom';

type Inputs = Pick<ViewState, 'collapsed' | 'internalsShown' | 'focus' | 'filters'> & {
  trace: TraceState;
};

const sameInputs = (a: Inputs, b: Inputs): boolean =>
  a.trace === b.trace &&
  a.collapsed === b.collapsed &&
  a.internalsShown === b.internalsShown &&
  a.focus === b.focus &&
  a.filters === b.filters;

function createRowsSource(trace: TraceStore, view: ViewStore): RowsSource {
  let build = createRowBuilder();
  let filter = createRowFilter();
  const step = createFilterIndex();
  let last: { inputs: Inputs; rows: RowList } | undefined;
  let followers = 0;
  const inputs = (): Inputs => {
    const { collapsed, internalsShown, focus, filters } = view.getState();
    return { trace: trace.getState().trace, collapsed, internalsShown, focus, filters };
  };
  const filterIndex = () => step(trace.getState().trace);
  const source: RowsSource = {
    subscribe(listener) {
      followers++;
      const stops = [trace.subscribe(listener), view.subscribe(listener)];
      return () => {
        stops.forEach((stop) => stop());
        // A document off screen keeps its filter counts, not its rows: a list is built again
        // in tens of milliseconds, and a million rows held per open tab would add up.
        if (--followers > 0) return;
        build = createRowBuilder();
        filter = createRowFilter();
        last = undefined;
      };
    },
    rows() {
      const now = inputs();
      if (last && sameInputs(last.inputs, now)) return last.rows;
      const { trace: t, collapsed, internalsShown, focus, filters } = now;
      const built = build(t, { collapsed, internalsShown, root: focus });
      last = { inputs: now, rows: filter(t, built, filterIndex(), filters) };
      return last.rows;
    },
    filterIndex,
    turnFrom: (from, back) => turnFrom(trace.getState().trace, source.rows(), from, back),
    errorFrom: (from, back) => errorFrom(source.rows(), filterIndex().classOf, from, back),
    repeatFrom: (from, back) => repeatFrom(trace.getState().trace, source.rows(), from, back),
  };
  return source;
}

const sources = new WeakMap<TraceStore, WeakMap<ViewStore, RowsSource>>();

/** The one rows source of a document's (shown) trace and its view. */
export function rowsSourceOf(trace: TraceStore, view: ViewStore): RowsSource {
  let byView = sources.get(trace);
  if (!byView) sources.set(trace, (byView = new WeakMap()));
  let source = byView.get(view);
  if (!source) byView.set(view, (source = createRowsSource(trace, view)));
  return source;
}
