import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaseBuilder } from '../../test/cases/case-builder';
import { createTraceStore, type Scheduler, type TraceStore } from '../store/trace-store';
import { timelineSourceOf } from './timeline-source';

afterEach(() => vi.useRealTimers());

const never: Scheduler = { frame: () => undefined, later: () => undefined };

/** A trace store fed by a case as it grows: `more()` applies what was added since. */
function growing(): { store: TraceStore; c: CaseBuilder; more(): void } {
  const store = createTraceStore(never);
  const c = CaseBuilder.start();
  let fed = 0;
  const more = () => {
    const inputs = c.records.slice(fed).map((envelope) => ({ kind: 'record' as const, envelope }));
    fed = c.records.length;
    store.getState().enqueue(inputs);
    store.getState().flush();
  };
  return { store, c, more };
}

describe('timeline source', () => {
  it('follows every batch while layouts are quick, and tells its followers', () => {
    const { store, c, more } = growing();
    const source = timelineSourceOf(store);
    expect(timelineSourceOf(store)).toBe(source);
    source.timed.lastMs = 3;
    let heard = 0;
    const stop = source.subscribe(() => heard++);
    const before = source.snapshot();
    c.meta('s').user('first').begin().text('a').end('completed');
    more();
    expect(heard).toBe(1);
    expect(source.snapshot()).not.toBe(before);
    expect(source.snapshot().tasks()).toHaveLength(1);
    expect(source.snapshot().layout(0)?.spans.length).toBeGreaterThan(0);
    stop();
  });

  it('after a slow layout, waits eight times its cost, then shows the latest trace', () => {
    vi.useFakeTimers();
    const { store, c, more } = growing();
    c.meta('s').user('first').begin().text('a').end('completed');
    more();
    const source = timelineSourceOf(store);
    const stop = source.subscribe(() => undefined);
    const first = source.snapshot();
    expect(first.tasks()).toHaveLength(1);
    Object.assign(source.timed, { lastMs: 200, lastAt: performance.now() });

    c.user('second').begin().text('b').end('completed');
    more();
    expect(source.snapshot()).toBe(first);
    vi.advanceTimersByTime(1000);
    // A newer trace meanwhile does not put the wait off.
    c.user('third').begin().text('c').end('completed');
    more();
    expect(source.snapshot()).toBe(first);
    vi.advanceTimersByTime(600);
    expect(source.snapshot()).not.toBe(first);
    expect(source.snapshot().tasks()).toHaveLength(3);
    stop();
  });

  it('gives whoever asks first, with nobody following, the latest trace', () => {
    const { store, c, more } = growing();
    const source = timelineSourceOf(store);
    Object.assign(source.timed, { lastMs: 200, lastAt: performance.now() });
    c.meta('s').user('first');
    more();
    expect(source.snapshot().tasks()).toHaveLength(1);
  });
});
