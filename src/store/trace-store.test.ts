import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { createTraceStore, type Scheduler } from './trace-store';

const { text } = createTraceBuilder();

function manualScheduler() {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const s: Scheduler = { frame: (cb) => frames.push(cb), later: (cb) => timers.push(cb) };
  return { s, frames, timers };
}

describe('trace store', () => {
  it('applies everything enqueued before a frame in one update', () => {
    const { s, frames } = manualScheduler();
    const store = createTraceStore(s);
    let updates = 0;
    store.subscribe(() => updates++);
    store.getState().enqueue(recs([text('user', 'a')]));
    store.getState().enqueue(recs([text('user', 'b'), text('user', 'c')]));
    expect(store.getState().trace.records).toBe(0);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(updates).toBe(1);
    expect(store.getState().trace.records).toBe(3);
  });

  it('flushes from the fallback timer when frames do not come, only once', () => {
    const { s, frames, timers } = manualScheduler();
    const store = createTraceStore(s);
    store.getState().enqueue(recs([text('user', 'a')]));
    timers[0]!();
    expect(store.getState().trace.records).toBe(1);
    store.getState().enqueue(recs([text('user', 'b')]));
    frames[0]!(); // the stale frame of the first batch must not apply the second early
    expect(store.getState().trace.records).toBe(1);
    frames[1]!();
    expect(store.getState().trace.records).toBe(2);
  });

  it('replace swaps in a whole new state at once', () => {
    const store = createTraceStore(manualScheduler().s);
    store.getState().replace(recs([text('user', 'x')]));
    expect(store.getState().trace.records).toBe(1);
  });

  it('lets a listener hear each input as given, and a replace before the state changes', () => {
    const store = createTraceStore(manualScheduler().s);
    const heard: string[] = [];
    const stop = store.getState().listenToInput({
      enqueued: (inputs) => heard.push(`enqueued ${inputs.length}`),
      replacing: (inputs) =>
        heard.push(`replacing ${inputs.length} over ${store.getState().trace.records}`),
    });
    store.getState().enqueue(recs([text('user', 'a'), text('user', 'b')]));
    store.getState().flush();
    store.getState().replace(recs([text('user', 'x')]));
    stop();
    store.getState().enqueue(recs([text('user', 'c')]));
    expect(heard).toEqual(['enqueued 2', 'replacing 1 over 2']);
  });
});
