// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TraceState } from '../../store/model';
import { initialTraceState } from '../../store/reducer';
import { createTimeline } from '../../timeline/timeline';
import { usePacedTrace, type Timed } from './use-timeline';

afterEach(() => vi.useRealTimers());

const traces = (n: number): TraceState[] =>
  Array.from({ length: n }, () => ({ ...initialTraceState() }));

describe('usePacedTrace', () => {
  it('follows every trace while layouts are quick', () => {
    const timed: Timed = { timeline: createTimeline(), lastMs: 3, lastAt: 0 };
    const [a, b] = traces(2);
    const { result, rerender } = renderHook(({ t }) => usePacedTrace(timed, t), {
      initialProps: { t: a! },
    });
    rerender({ t: b! });
    expect(result.current).toBe(b);
  });

  it('after a slow layout, waits eight times its cost, then shows the latest trace', () => {
    vi.useFakeTimers();
    const timed: Timed = { timeline: createTimeline(), lastMs: 200, lastAt: performance.now() };
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
