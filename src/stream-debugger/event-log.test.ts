import { describe, expect, it } from 'vitest';
import { createTraceStore } from '../store/trace-store';
import { applyInputs, initialTraceState } from '../store/reducer';
import { createTraceBuilder, recs, server } from '../../test/support/trace-builder';
import { batchInputs } from '../ingest/batch-inputs';
import { TextTraceReader } from '../ingest/text-trace-reader';
import { CRAFTED_BREAK, craftedCapture } from '../../test/support/crafted-capture';
import { EventLog, KEPT_COMMENT_CHARS, KEPT_COMMENTS } from './event-log';
import { recordEvents } from './record-events';
import { captureInputs } from '../../test/support/capture-inputs';

const { text } = createTraceBuilder();

describe('EventLog', () => {
  it('keeps the 235 events of the reference capture in arrival order, with their fields', () => {
    const log = new EventLog();
    log.append(captureInputs(), 1000);
    expect(log.count).toBe(235);
    expect(log.entry(0)).toMatchObject({
      index: 0,
      type: 'server_event',
      payloadType: 'task_state',
      sseId: '85c3bf63-1',
      epoch: '85c3bf63',
      arrival: 1000,
      session: '',
      history: false,
    });
    const first = log.entry(1);
    expect(first).toMatchObject({ type: 'model_msg', payloadType: 'text' });
    expect(first?.recordTime).toBe(Date.parse('2026-12-02T09:53:14.121Z'));
    expect(first?.size).toBe(
      new TextEncoder().encode(
        JSON.stringify(first?.input.kind === 'record' && first.input.envelope),
      ).length,
    );
    const child = [...Array(log.count).keys()].map((i) => log.entry(i)).find((e) => e?.session);
    expect(child?.session).toBe('session-2026-12-02-09-53-22-f7775cf5');
    expect(log.entry(6)).toMatchObject({ payloadType: 'partial_thinking', fragment: 'start' });
  });

  it('takes arrival from the input when the source stamped it, and notes the end', () => {
    const log = new EventLog();
    const envelope = text('user', 'a');
    log.append([{ kind: 'record', envelope, receivedAt: 5 }, { kind: 'end' }], 9);
    expect(log.count).toBe(1);
    expect(log.arrival(0)).toBe(5);
    expect(log.endedAt).toBe(1);
  });

  it('marks a resync history as a fresh start', () => {
    const log = new EventLog();
    log.append(recs([text('user', 'a'), text('user', 'b')]), 1);
    log.reset([...recs([text('user', 'a')]), server({ type: 'task_state', state: 'idle' })], 2);
    expect(log.count).toBe(4);
    expect(log.segmentStart(1)).toBe(0);
    expect(log.segmentStart(3)).toBe(2);
    expect([0, 1, 2, 3].map((i) => log.fromHistory(i))).toEqual([false, false, true, true]);
  });

  it('records everything a store receives, whatever enqueues it', () => {
    const store = createTraceStore({ frame: (cb) => cb(), later: () => undefined });
    const { log, travel } = recordEvents(store);
    const inputs = captureInputs();
    store.getState().enqueue(inputs.slice(0, 100));
    store.getState().enqueue(inputs.slice(100));
    store.getState().enqueue([{ kind: 'end' }]);
    expect(log.count).toBe(235);
    expect(travel.stateAt(235).items).toEqual(applyInputs(initialTraceState(), inputs).items);
  });

  it('counts every SSE comment but keeps only the first ones, each cut to a bounded length', () => {
    const log = new EventLog();
    const long = 'x'.repeat(1_000_000);
    log.append([{ kind: 'comment', text: long }], 1);
    for (let i = 0; i < KEPT_COMMENTS + 5000; i++) log.append([{ kind: 'comment', text: 'hb' }], 2);
    expect(log.commentCount).toBe(KEPT_COMMENTS + 5001);
    expect(log.comments).toHaveLength(KEPT_COMMENTS);
    expect(log.comments[0]?.text).toHaveLength(KEPT_COMMENT_CHARS);
  });
});

describe('a crafted stream breaking one rule', () => {
  it('shows exactly that violation, located at its event', () => {
    const store = createTraceStore({ frame: (cb) => cb(), later: () => undefined });
    const { log } = recordEvents(store);
    const reader = new TextTraceReader('crafted.sse');
    store.getState().enqueue([reader.push(craftedCapture), reader.finish()].flatMap(batchInputs));
    store.getState().enqueue([{ kind: 'end' }]);
    const violations = [...store.getState().trace.violations];
    expect(violations.map((v) => v.rule)).toEqual([CRAFTED_BREAK.rule]);
    const at = violations[0]?.at;
    expect(at && log.indexOfLoc(at)).toBe(CRAFTED_BREAK.event);
    expect(log.item(CRAFTED_BREAK.event)).toBe(log.item(CRAFTED_BREAK.event + 3));
  });
});
