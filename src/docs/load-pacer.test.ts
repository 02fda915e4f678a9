import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TraceInput } from '../store/model';
import { createLoadPacer, gapAfter, MAX_GAP_MS } from './load-pacer';

const comment = (text: string): TraceInput => ({ kind: 'comment', text });

describe('createLoadPacer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows the first rows at once, then gathers the rest into few deliveries, in order', () => {
    const delivered: string[][] = [];
    const pacer = createLoadPacer((inputs) =>
      delivered.push(inputs.map((i) => (i.kind === 'comment' ? i.text : ''))),
    );
    pacer.push([comment('a')]);
    expect(delivered).toEqual([['a']]);
    pacer.push([comment('b')]);
    pacer.push([comment('c'), comment('d')]);
    expect(delivered).toHaveLength(1);
    vi.advanceTimersByTime(gapAfter(0));
    expect(delivered).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('waits longer as the load goes on, never more than a second', () => {
    const times: number[] = [];
    const pacer = createLoadPacer(() => times.push(Date.now()));
    const start = Date.now();
    pacer.push([comment('first')]);
    vi.advanceTimersByTime(20_000);
    pacer.push([comment('late')]);
    vi.advanceTimersByTime(MAX_GAP_MS - 1);
    expect(times).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(times).toEqual([start, start + 20_000 + MAX_GAP_MS]);
  });

  it('hands over what it holds when flushed, and nothing twice', () => {
    const delivered: TraceInput[][] = [];
    const pacer = createLoadPacer((inputs) => delivered.push(inputs));
    pacer.push([comment('a')]);
    pacer.push([comment('b')]);
    pacer.flush();
    vi.runAllTimers();
    pacer.flush();
    expect(delivered).toEqual([[comment('a')], [comment('b')]]);
  });
});
