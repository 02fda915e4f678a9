import { describe, expect, it } from 'vitest';
import { createTraceStore, type Scheduler } from '../store/trace-store';
import { captureInputs } from '../../test/support/capture-inputs';
import { recordEvents } from './record-events';

const inputs = captureInputs();
const manual: Scheduler = { frame: () => undefined, later: () => undefined };

function fedDocument(n: number) {
  const store = createTraceStore(manual);
  const debug = recordEvents(store);
  store.getState().enqueue(inputs.slice(0, n));
  store.getState().flush();
  return { store, debug };
}

describe('the shown store', () => {
  it('follows the live trace while no moment is picked', () => {
    const { store, debug } = fedDocument(100);
    expect(debug.shown.getState().trace).toBe(store.getState().trace);
    store.getState().enqueue(inputs.slice(100, 120));
    store.getState().flush();
    expect(debug.shown.getState().trace).toBe(store.getState().trace);
  });

  it('holds the moment travelled to while the document goes on, then returns to live', () => {
    const { store, debug } = fedDocument(150);
    debug.shown.getState().travelTo(40);
    const past = debug.shown.getState().trace;
    expect(debug.shown.getState().at).toBe(40);
    expect(past.items).toEqual(debug.travel.viewAt(40).items);
    expect(past.items.size).toBeLessThan(store.getState().trace.items.size);
    store.getState().enqueue(inputs.slice(150));
    store.getState().flush();
    expect(debug.shown.getState().trace).toBe(past);
    debug.shown.getState().travelTo(null);
    expect(debug.shown.getState().trace).toBe(store.getState().trace);
  });

  it('passes what sources feed through to the document itself', () => {
    const { store, debug } = fedDocument(10);
    debug.shown.getState().travelTo(5);
    debug.shown.getState().enqueue(inputs.slice(10, 20));
    debug.shown.getState().flush();
    expect(debug.log.count).toBe(20);
    expect(store.getState().trace.records).toBeGreaterThan(0);
    expect(debug.shown.getState().at).toBe(5);
  });
});
