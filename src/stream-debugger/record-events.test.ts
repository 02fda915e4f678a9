import { describe, expect, it } from 'vitest';
import { createTraceStore } from '../store/trace-store';
import { captureInputs } from '../../test/support/capture-inputs';
import { recordEvents } from './record-events';

const inputs = captureInputs();

/** A document fed the capture in batches of `batch`, its debugger beside it. */
function played(batch: number, to = inputs.length) {
  const store = createTraceStore({ frame: (cb) => cb(), later: () => undefined });
  const debug = recordEvents(store);
  for (let i = 0; i < to; i += batch)
    store.getState().enqueue(inputs.slice(i, Math.min(i + batch, to)));
  return { store, ...debug };
}

const rowsOf = (log: ReturnType<typeof played>['log']) =>
  [...Array(log.count).keys()].map((i) => [log.entry(i)?.payloadType, log.item(i)]);

describe('recordEvents, a replay sought back and played on', () => {
  it('logs each event once: the log, its rows and time travel read as one played straight', () => {
    const straight = played(10);
    const sought = played(10);
    // Played to its end, sought back to event 100, played on to the end again.
    sought.store.getState().replace(inputs.slice(0, 100), 'rewind');
    for (let i = 100; i < inputs.length; i += 10)
      sought.store.getState().enqueue(inputs.slice(i, i + 10));
    expect(sought.log.count).toBe(inputs.length);
    expect(sought.log.resets).toEqual([]);
    expect(rowsOf(sought.log)).toEqual(rowsOf(straight.log));
    expect(sought.log.sessionNames()).toEqual(straight.log.sessionNames());
    for (const n of [1, 100, 150, inputs.length])
      expect(sought.travel.viewAt(n).items).toEqual(straight.travel.viewAt(n).items);
    expect(sought.store.getState().trace.items).toEqual(straight.store.getState().trace.items);
  });

  it('leaves a moment travelled to past the position sought for the live view', () => {
    const { store, shown } = played(10);
    shown.getState().travelTo(200);
    store.getState().replace(inputs.slice(0, 100), 'rewind');
    expect(shown.getState().at).toBeNull();
    expect(shown.getState().trace).toBe(store.getState().trace);
    shown.getState().travelTo(50);
    store.getState().replace(inputs.slice(0, 100), 'rewind');
    expect(shown.getState().at).toBe(50);
  });

  it('still logs a history that replaced the state as a segment of its own', () => {
    const { store, log } = played(10, 50);
    store.getState().replace(inputs.slice(0, 30));
    expect(log.count).toBe(80);
    expect(log.resets).toEqual([{ start: 50, end: 80 }]);
  });
});
