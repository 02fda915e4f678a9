// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TraceState } from '../../store/model';
import { initialTraceState } from '../../store/reducer';
import { createThinner } from '../../timeline/thin';
import { createTimeline } from '../../timeline/timeline';
import type { Span } from '../../timeline/types';
import { timedThin, usePacedTrace, type Timed } from './use-timeline';

afterEach(() => vi.useRealTimers());

/** A document's timeline whose last layout took 10 ms. */
const timedOf = (): Timed => ({
  timeline: createTimeline(),
  thinner: createThinner(),
  lastMs: 10,
  lastAt: 0,
  layoutMs: 10,
});

const traces = (n: number): TraceState[] =>
  Array.from({ length: n }, () => ({ ...initialTraceState() }));

describe('usePacedTrace', () => {
  it('follows every trace while layouts are quick', () => {
    const timed: Timed = { ...timedOf(), lastMs: 3, lastAt: 0 };
    const [a, b] = traces(2);
    const { result, rerender } = renderHook(({ t }) => usePacedTrace(timed, t), {
      initialProps: { t: a! },
    });
    rerender({ t: b! });
    expect(result.current).toBe(b);
  });

  it('after a slow layout, waits eight times its cost, then shows the latest trace', () => {
    vi.useFakeTimers();
    const timed: Timed = { ...timedOf(), lastMs: 200, lastAt: performance.now() };
    const [a, b, c] = traces(3);
    const { result, rerender } = renderHook(({ t }) => usePacedTrace(timed, t), {
      initialProps: { t: a! },
    });
    rerender({ t: b! });
    expect(result.current).toBe(a);
    act(() => vi.advanceTimersByTime(1000));
    // A newer trace meanwhile does not put the wait off.
    rerender({ t: c! });
    expect(result.current).toBe(a);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(c);
  });
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
