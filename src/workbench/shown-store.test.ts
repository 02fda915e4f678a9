import { describe, expect, it } from 'vitest';
import { createTraceStore, type Scheduler } from '../store/trace-store';
import { captureInputs } from '../../test/support/capture-inputs';
import { recordEvents } from './record-events';

const inputs = captureInputs();
const manual: Scheduler = { frame: () => undefined, later: () => undefined };

function fedDocument(n: number) {
  const store = createTraceStore(manual);
  const bench = recordEvents(store);
  store.getState().enqueue(inputs.slice(0, n));
  store.getState().flush();
  return { store, bench };
}

describe('the shown store', () => {
  it('follows the live trace while no moment is picked', () => {
    const { store, bench } = fedDocument(100);
    expect(bench.shown.getState().trace).toBe(store.getState().trace);
    store.getState().enqueue(inputs.slice(100, 120));
    store.getState().flush();
    expect(bench.shown.getState().trace).toBe(store.getState().trace);
  });

  it('holds the moment travelled to while the document goes on, then returns to live', () => {
    const { store, bench } = fedDocument(150);
    bench.shown.getState().travelTo(40);
    const past = bench.shown.getState().trace;
    expect(bench.shown.getState().at).toBe(40);
    expect(past.items).toEqual(bench.travel.viewAt(40).items);
    expect(past.items.size).toBeLessThan(store.getState().trace.items.size);
    store.getState().enqueue(inputs.slice(150));
    store.getState().flush();
    expect(bench.shown.getState().trace).toBe(past);
    bench.shown.getState().travelTo(null);
    expect(bench.shown.getState().trace).toBe(store.getState().trace);
  });

  it('passes what sources feed through to the document itself', () => {
    const { store, bench } = fedDocument(10);
    bench.shown.getState().travelTo(5);
    bench.shown.getState().enqueue(inputs.slice(10, 20));
    bench.shown.getState().flush();
    expect(bench.log.count).toBe(20);
    expect(store.getState().trace.records).toBeGreaterThan(0);
    expect(bench.shown.getState().at).toBe(5);
  });
});
