import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../store/model';
import { createTraceStore } from '../store/trace-store';
import { Attributor } from './attribute';
import { EventLog } from './event-log';
import { recordEvents } from './record-events';
import { captureInputs } from '../../test/support/capture-inputs';
import { TimeTravel } from './time-travel';

const inputs = captureInputs();

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
});
