import { useMemo, useState } from 'react';
import { createRowBuilder, type RowList } from '../../store/rows';
import { createRowFilter } from '../../store/filters/filter-rows';
import { useViewStore } from '../../docs/doc-context';
import type { TraceState } from '../../store/model';
import { useFilterIndex } from '../filters/use-filter-index';

/** The flat rows of the trace as the reader chose to see it; rebuilt only when one of them changes. */
export function useRows(trace: TraceState): RowList {
  const collapsed = useViewStore((s) => s.collapsed);
  const internalsShown = useViewStore((s) => s.internalsShown);
  const root = useViewStore((s) => s.focus);
  const filters = useViewStore((s) => s.filters);
  const index = useFilterIndex();
  // One builder per list: it keeps each session's rows between frames.
  const [build] = useState(createRowBuilder);
  const [filter] = useState(createRowFilter);
  const rows = useMemo(
    () => build(trace, { collapsed, internalsShown, root }),
    [build, trace, collapsed, internalsShown, root],
  );
  // A new trace alone changes nothing here: filtering reads only the session tree of child
  // rows, which is new whenever the rows are; a streaming delta then costs no pass over the rows.
  return useMemo(
    () => filter(trace, rows, index, filters),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filter, rows, index, filters],
  );
}
