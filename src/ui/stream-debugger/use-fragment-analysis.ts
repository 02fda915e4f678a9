// A row's fragment analysis, worked out after the panel has painted instead of during the render
// that opens it: a 10,000-piece answer costs tens of milliseconds to join and compare, and the
// click that asked for it should show the panel first. While the log grows (live), the last
// answer stays on screen until the new one is ready.
import { useEffect, useState } from 'react';
import type { ItemId } from '../../store/model';
import type { StreamDebugger } from '../../stream-debugger/record-events';
import { eventsOfShown } from '../../stream-debugger/shown-items';
import { analyseFragments, type FragmentAnalysis } from '../../stream-debugger/fragments';
import { useLogVersion } from './stream-debugger-context';

interface Done {
  item: ItemId;
  analyses: FragmentAnalysis[];
}

/** The analyses of `item` (a row of the moment on screen), or null until the first is ready. */
export function useFragmentAnalysis(
  debug: StreamDebugger,
  item: ItemId,
): FragmentAnalysis[] | null {
  const { log } = debug;
  const version = useLogVersion(log);
  const [done, setDone] = useState<Done | null>(null);
  useEffect(() => {
    // A task after the next frame: the frame paints the panel, then the work runs.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setDone({ item, analyses: analyseFragments(log, eventsOfShown(debug, item)) }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [debug, log, item, version]);
  return done?.item === item ? done.analyses : null;
}
