// A row's fragment analysis, worked out after the panel has painted instead of during the render
// that opens it: a 10,000-piece answer costs tens of milliseconds to join and compare, and the
// click that asked for it should show the panel first. While the log grows (live), the last
// answer stays on screen until the new one is ready.
import { useEffect, useState } from 'react';
import type { ItemId } from '../../store/model';
import type { EventLog } from '../../stream-debugger/event-log';
import { analyseFragments, type FragmentAnalysis } from '../../stream-debugger/fragments';
import { useLogVersion } from './stream-debugger-context';

interface Done {
  item: ItemId;
  analyses: FragmentAnalysis[];
}

/** The analyses of `item`, or null until the first one is ready. */
export function useFragmentAnalysis(log: EventLog, item: ItemId): FragmentAnalysis[] | null {
  const version = useLogVersion(log);
  const [done, setDone] = useState<Done | null>(null);
  useEffect(() => {
    // A task after the next frame: the frame paints the panel, then the work runs.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setDone({ item, analyses: analyseFragments(log, log.eventsOf(item)) }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [log, item, version]);
  return done?.item === item ? done.analyses : null;
}
