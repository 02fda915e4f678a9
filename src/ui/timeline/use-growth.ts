// How long ago this layout arrived, ticking while something in it still runs: a live tool run
// or approval wait keeps growing on screen between records, not only when the next one comes.
// On the recording's clock (a file, a replay, time travel) nothing grows between records.
import { useEffect, useState } from 'react';
import type { TimelineLayout } from '../../timeline/types';
import { useRecordedClock } from '../common/view-clock';

const TICK_MS = 250;

export interface Growth {
  /** Milliseconds since the layout arrived, while something in it runs on the live clock. */
  growth: number;
  /** Something in the layout runs on the live clock. */
  running: boolean;
}

// Asked at every render, and a live page renders the timeline again and again: once per layout.
const withOpen = new WeakMap<TimelineLayout, boolean>();

function hasOpen(layout: TimelineLayout): boolean {
  let open = withOpen.get(layout);
  if (open === undefined) withOpen.set(layout, (open = layout.spans.some((s) => s.open)));
  return open;
}

export function useGrowth(layout: TimelineLayout): Growth {
  const open = !useRecordedClock() && hasOpen(layout);
  const [growth, setGrowth] = useState({ layout, ms: 0 });
  useEffect(() => {
    if (!open) return;
    const born = Date.now();
    const id = setInterval(() => setGrowth({ layout, ms: Date.now() - born }), TICK_MS);
    return () => clearInterval(id);
  }, [layout, open]);
  return { growth: growth.layout === layout ? growth.ms : 0, running: open };
}
