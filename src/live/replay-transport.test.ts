import { describe, expect, it } from 'vitest';
import { applyInputs, initialTraceState } from '../store/reducer';
import { toInput } from './live-inputs';
import { playable } from './replay-transport';
import { EventLog } from '../stream-debugger/event-log';
import { logCapture } from '../stream-debugger/sse-capture';
import { captureInputs } from '../../test/support/capture-inputs';
import { SESSION_A, TRACE_FILES, readFixture } from '../../test/support/fixtures';

describe('playable', () => {
  it('plays a saved capture at its arrival times', () => {
    const log = new EventLog();
    captureInputs().forEach((input, i) => log.append([input], 1_000_000 + i * 100));
    const { items, times } = playable('saved.sse', logCapture(log, 'test'));
    expect(items).toHaveLength(235);
    expect(times[0]).toBe(1_000_000);
    expect(times[234]).toBe(1_000_000 + 23_400);
  });

  it('plays a capture without arrival comments by its timestamps, its comment before all', () => {
    const { items, times, commentsBefore } = playable(
      'stream.sse',
      readFixture(`${SESSION_A}stream.sse`),
    );
    expect(items).toHaveLength(235);
    expect(times.every((t) => t === undefined)).toBe(true);
    expect(commentsBefore.get(0)?.map((c) => c.kind)).toEqual(['comment']);
  });

  it('streams a Trace file, whose records hold no fragments, at a token rate', () => {
    const text = readFixture(SESSION_A + TRACE_FILES[0]);
    const { items } = playable('t.jsonl', text, 40);
    const partials = items.filter(
      (i) => i.kind === 'record' && String(i.envelope.payload.type).startsWith('partial_'),
    );
    expect(partials.length).toBeGreaterThan(56);
  });

  it('a Trace played to its end counts its own records, not the fragments made to stream it', () => {
    const text = readFixture(SESSION_A + TRACE_FILES[0]);
    const { items } = playable('t.jsonl', text, 40);
    const played = applyInputs(
      initialTraceState(),
      items.flatMap((item) => (item.kind === 'comment' ? [] : [toInput({ item, at: 0 })])),
    );
    expect(played.records).toBe(56);
  });

  it('a capture counts every envelope it holds, fragments included', () => {
    const { items } = playable('stream.sse', readFixture(`${SESSION_A}stream.sse`));
    const played = applyInputs(
      initialTraceState(),
      items.flatMap((item) => (item.kind === 'comment' ? [] : [toInput({ item, at: 0 })])),
    );
    expect(played.records).toBe(217);
  });
});
