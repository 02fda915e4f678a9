import { useMemo, useState } from 'react';
import { createRowBuilder, type Row } from '../../store/rows';
import { useViewStore } from '../../docs/doc-context';
import type { TraceState } from '../../store/model';

/** The flat rows of the trace as the reader chose to see it; rebuilt only when one of them changes. */
export function useRows(trace: TraceState): Row[] {
  const collapsed = useViewStore((s) => s.collapsed);
  const internalsShown = useViewStore((s) => s.internalsShown);
  const root = useViewStore((s) => s.focus);
  // One builder per list: it keeps each session's rows between frames.
  const [build] = useState(createRowBuilder);
  return useMemo(
    () => build(trace, { collapsed, internalsShown, root }),
    [build, trace, collapsed, internalsShown, root],
  );
}
