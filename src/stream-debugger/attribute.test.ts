import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../store/model';
import { createTraceStore } from '../store/trace-store';
import { Attributor } from './attribute';
import { EventLog } from './event-log';
import { recordEvents } from './record-events';
import { captureInputs } from '../../test/support/capture-inputs';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { TimeTravel } from './time-travel';

const inputs = captureInputs();
const { text } = createTraceBuilder();

function attributed(batch: number): (number | null | undefined)[] {
  const store = createTraceStore({ frame: (cb) => cb(), later: () => undefined });
  const { log } = recordEvents(store);
  for (let i = 0; i < inputs.length; i += batch)
    store.getState().enqueue(inputs.slice(i, i + batch));
  return [...Array(log.count).keys()].map((i) => log.item(i));
}

describe('Attributor', () => {
  it('finds the same rows whether events land one by one or all at once', () => {
    const one = attributed(1);
    expect(attributed(235)).toEqual(one);
    expect(attributed(7)).toEqual(one);
    expect(one.every((i) => i !== undefined)).toBe(true);
  });

  it('gives every piece of a streamed message the row of its complete message', () => {
    const log = new EventLog();
    log.append(inputs, 0);
    const state = new TimeTravel(log).stateAt(log.count);
    new Attributor().advance(log, state);
    const thinking = [...state.items].find(
      (i): i is MessageItem => i.kind === 'message' && i.type === 'thinking',
    )!;
    const kinds = log.eventsOf(thinking.id).map((i) => {
      const e = log.entry(i);
      return `${e?.payloadType}${e?.fragment ? `:${e.fragment}` : ''}`;
    });
    expect(kinds).toEqual([
      'partial_thinking:start',
      ...Array(5).fill('partial_thinking:delta'),
      'partial_thinking:stop',
      'thinking',
    ]);
    // Server events change no row.
    expect(log.item(0)).toBeNull();
  });

  it('works rows out when they are read, from the states the store really had', () => {
    const { log, s, frame } = framedStore();
    s().enqueue(recs([text('user', 'a'), text('assistant', 'b')]));
    frame();
    // Queued, not yet applied: no row until the store has it.
    s().enqueue(recs([text('user', 'c')]));
    expect([0, 1, 2].map((i) => log.item(i))).toEqual([0, 1, undefined]);
    frame();
    expect(log.item(2)).toBe(2);
  });

  it('keeps the rows of events before a history replaced the state, unread until then', () => {
    const { log, s, frame } = framedStore();
    s().enqueue(recs([text('user', 'a'), text('assistant', 'b')]));
    frame();
    s().enqueue(recs([text('user', 'c')]));
    // The history replaces the state before event 2 was applied: it never had a row.
    s().replace(recs([text('user', 'z')]));
    s().enqueue(recs([text('assistant', 'y')]));
    frame();
    expect([0, 1, 2, 3, 4].map((i) => log.item(i))).toEqual([0, 1, null, 0, 1]);
  });
});

/** A store whose frames run when the test says. */
function framedStore() {
  let pending = () => {};
  const store = createTraceStore({ frame: (cb) => (pending = cb), later: () => undefined });
  const { log } = recordEvents(store);
  return { log, s: () => store.getState(), frame: () => pending() };
}
