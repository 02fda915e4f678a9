import { describe, expect, it } from 'vitest';
import { parseSse } from '../ingest/parse-sse';
import { TextTraceReader } from '../ingest/text-trace-reader';
import { EventLog } from './event-log';
import { captureArrivals, logCapture } from './sse-capture';
import { captureInputs } from '../../test/support/capture-inputs';

describe('the .sse capture writer', () => {
  const inputs = captureInputs();
  const log = new EventLog();
  inputs.forEach((input, i) => log.append([input], Date.parse('2026-12-02T10:00:00Z') + i * 10));
  const text = logCapture(log, 'http://host/api/sessions/s/stream');

  it('writes back every event with its id and kind, readable by the SSE reader', () => {
    const read = parseSse('saved.sse', text);
    expect(read.diagnostics).toEqual([]);
    const events = read.items.filter((i) => i.kind !== 'comment');
    const idOf = (item: (typeof read.items)[number]) =>
      item.kind === 'comment' ? undefined : item.at.eventId;
    expect(events).toHaveLength(235);
    const body = (x: (typeof inputs)[number] | (typeof events)[number]) =>
      x.kind === 'record' ? x.envelope : x.kind === 'server' ? x.event : undefined;
    events.forEach((item, i) => {
      const original = inputs[i]!;
      expect(item.kind).toBe(original.kind);
      expect(body(item)).toEqual(body(original));
      expect(idOf(item)).toBe(original.at?.eventId);
    });
  });

  it('keeps arrival times as comments, one before each event', () => {
    const arrivals = captureArrivals(parseSse('saved.sse', text).items);
    expect(arrivals).toHaveLength(235);
    expect(arrivals[0]).toBe(Date.parse('2026-12-02T10:00:00Z'));
    expect(arrivals[234]).toBe(Date.parse('2026-12-02T10:00:00Z') + 2340);
  });

  it('is recognised as a capture by the file reader, whatever it is called', () => {
    const reader = new TextTraceReader('saved.jsonl');
    const parts = [reader.push(text), reader.finish()];
    expect(reader.kind).toBe('sse');
    expect(parts.flatMap((p) => p.records)).toHaveLength(217);
  });
});
