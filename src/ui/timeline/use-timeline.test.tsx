import { describe, expect, it, vi } from 'vitest';
import { createThinner } from '../../timeline/thin';
import { createTimeline } from '../../timeline/timeline';
import type { Timed } from '../../timeline/timeline-source';
import type { Span } from '../../timeline/types';
import { timedThin } from '../../timeline/thinned';

/** A document's timeline whose last layout took 10 ms. */
const timedOf = (): Timed => ({
  timeline: createTimeline(),
  thinner: createThinner(),
  lastMs: 10,
  lastAt: 0,
  layoutMs: 10,
});

describe('timedThin', () => {
  const spans = Array.from({ length: 10 }, (_, i): Span => ({
    id: `t${i}`,
    kind: 'tool',
    itemId: i,
    session: '',
    start: i,
    end: i + 1,
    open: false,
    label: { kind: 'tool', name: 'exec' },
    lane: i % 7,
    critical: false,
  }));
  const shown = { from: 0, to: 10 };
  const layout = { start: 0, end: 10, lanes: [], spans, segments: [spans.length] };

  it('adds what a thinning that did work cost to the layout’s cost, and a kept one nothing', () => {
    // The clock around the first thinning, then around the second (kept, so under a millisecond).
    const clock = vi.spyOn(performance, 'now');
    for (const t of [100, 103, 200, 200.5]) clock.mockReturnValueOnce(t);
    const timed = timedOf();
    const first = timedThin(timed, layout, shown, 400, false);
    expect([timed.lastMs, timed.lastAt]).toEqual([13, 103]);
    expect(timedThin(timed, layout, shown, 400, false)).toBe(first);
    expect([timed.lastMs, timed.lastAt]).toEqual([13, 103]);
    clock.mockRestore();
  });

  it('counts the layout and its latest thinning, not every thinning since (a zoom thins again)', () => {
    const clock = vi.spyOn(performance, 'now');
    for (const t of [100, 103, 200, 204, 300, 302]) clock.mockReturnValueOnce(t);
    const timed = timedOf();
    timedThin(timed, layout, shown, 400, false);
    timedThin(timed, layout, { from: 0, to: 5 }, 400, false);
    timedThin(timed, layout, { from: 5, to: 10 }, 400, false);
    expect([timed.lastMs, timed.lastAt]).toEqual([12, 302]);
    clock.mockRestore();
  });
});
