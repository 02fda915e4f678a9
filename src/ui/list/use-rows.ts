import { useMemo } from 'react';
import { buildRows, type Row } from '../../store/rows';
import { useViewStore } from '../../store/view-store';
import type { TraceState } from '../../store/model';

/** The flat rows of the trace as the reader chose to see it; rebuilt only when one of them changes. */
export function useRows(trace: TraceState): Row[] {
  const collapsed = useViewStore((s) => s.collapsed);
  const internalsShown = useViewStore((s) => s.internalsShown);
  const root = useViewStore((s) => s.focus);
  return useMemo(
    () => buildRows(trace, { collapsed, internalsShown, root }),
    [trace, collapsed, internalsShown, root],
  );
}
