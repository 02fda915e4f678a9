import { describe, expect, it } from 'vitest';
import type { MessageItem, ToolItem } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { EventLog } from './event-log';
import { captureInputs } from '../../test/support/capture-inputs';
import { TimeTravel } from './time-travel';
import { Attributor } from './attribute';
import { summarizeSession } from '../store/summary';

const { fragmentsOf, text } = createTraceBuilder();

const inputs = captureInputs();
const logOf = (every = 16) => {
  const log = new EventLog();
  log.append(inputs, 0);
  return new TimeTravel(log, every);
};

describe('TimeTravel', () => {
  it('gives the state after any event count, equal to reducing that prefix', () => {
    const travel = logOf();
    for (const n of [0, 1, 17, 100, 117, 234, 235, 100, 3])
      expect(travel.stateAt(n).items).toEqual(
        applyInputs(initialTraceState(), inputs.slice(0, n)).items,
      );
  });

  it('shows a streaming message half grown in the middle, complete in place later', () => {
    const travel = logOf();
    // Event 8 is the second delta of the first thinking ("Let me start " + "by running a ").
    const mid = travel.stateAt(10);
    const partial = [...mid.items].find((i) => i.kind === 'message' && i.type === 'thinking');
    expect(partial).toMatchObject({ status: 'streaming', content: 'Let me start by running a ' });
    const done = travel.stateAt(235).items.get(partial!.id) as MessageItem;
    expect(done.status).toBe('complete');
    expect(done.content.startsWith('Let me start by running a ')).toBe(true);
  });

  it('says what one event changed: the item it grew', () => {
    const travel = logOf();
    const changes = travel.changesAt(9);
    expect(changes.items).toHaveLength(1);
    expect(travel.stateAt(10).items.get(changes.items[0]!)).toMatchObject({ type: 'thinking' });
    expect(travel.changesAt(0).items).toEqual([]);
  });

  it('attributes every event of a tool call to the tool row', () => {
    const travel = logOf();
    const state = travel.stateAt(235);
    new Attributor().advance(travel.log, state);
    const tool = [...state.items].find((i): i is ToolItem => i.kind === 'tool')!;
    const events = travel.log.eventsOf(tool.id).map((i) => travel.log.entry(i)?.payloadType);
    expect(events).toEqual(
      expect.arrayContaining([
        'partial_tool_call',
        'tool_call',
        'approval_request',
        'approval_decision',
        'partial_tool_call_output',
        'tool_call_output',
      ]),
    );
    expect(travel.log.item(0)).toBeNull();
  });

  it('in an ended document, shows at any event what a capture cut after that event shows', () => {
    const log = new EventLog();
    log.append([...inputs, { kind: 'end' }], 0);
    const travel = new TimeTravel(log, 16);
    for (const n of [1, 17, 21, 102, 193, 234]) {
      const cut = applyInputs(initialTraceState(), [...inputs.slice(0, n), { kind: 'end' }]);
      const view = travel.viewAt(n);
      expect(view.items).toEqual(cut.items);
      expect([...view.violations]).toEqual([...cut.violations]);
      expect(summarizeSession(view, '')).toEqual(summarizeSession(cut, ''));
      expect(view.ended).toBe(true);
    }
    // A live document's moment is not closed: what streamed then was still streaming.
    expect(logOf().viewAt(193).ended).toBe(false);
  });

  it('restarts from an empty state where a history replaced it', () => {
    const log = new EventLog();
    const t = new TimeTravel(log, 2);
    log.append(recs([text('user', 'a'), text('user', 'b'), text('user', 'c')]), 0);
    const m = text('assistant', 'streamed');
    log.reset(recs([text('user', 'z'), ...fragmentsOf(m, [3]), m]), 0);
    expect(t.stateAt(3).items.size).toBe(3);
    expect(t.stateAt(4).items.size).toBe(1);
    expect(t.stateAt(log.count).items.size).toBe(2);
    new Attributor().advance(log, t.stateAt(log.count));
    expect([3, 4, 5, 6, 7, 8].map((i) => log.item(i))).toEqual([0, 1, 1, 1, 1, 1]);
  });
});
