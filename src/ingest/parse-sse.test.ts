import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SseReader, parseSse, readSseEvents } from './parse-sse';
import type { SseItem } from './types';
import { SESSION_A, readFixture } from '../../test/support/fixtures';

const capture = readFixture(`${SESSION_A}stream.sse`);
const RECORD =
  '{"timestamp":"2026-01-01T00:00:00Z","type":"model_msg","payload":{"type":"partial_text","event_type":"delta","text":"h"}}';

const kinds = (items: SseItem[]) =>
  items.reduce<Record<string, number>>(
    (acc, i) => ({ ...acc, [i.kind]: (acc[i.kind] ?? 0) + 1 }),
    {},
  );

describe('SseReader on the real capture', () => {
  const result = parseSse('stream.sse', capture);

  it('yields 235 events: 217 unnamed records and 18 server events, plus the leading comment', () => {
    expect(kinds(result.items)).toEqual({ comment: 1, record: 217, server: 18 });
    expect(result.diagnostics).toEqual([]);
    expect(result.items[0]).toEqual({
      kind: 'comment',
      text: expect.stringContaining('recorded from GET /api/sessions/'),
    });
  });

  it('keeps ids and ordinals', () => {
    const events = result.items.filter((i) => i.kind !== 'comment');
    expect(events[0]).toMatchObject({
      kind: 'server',
      event: { type: 'task_state', state: 'idle' },
      at: { eventId: '85c3bf63-1', index: 0 },
    });
    expect(events.at(-1)).toMatchObject({ at: { index: 234 } });
  });

  it('sees partials and origin records on the wire', () => {
    const records = result.items.flatMap((i) => (i.kind === 'record' ? [i.envelope] : []));
    expect(records.some((e) => e.payload.type === 'partial_text')).toBe(true);
    expect(records.some((e) => e.origin?.length === 1)).toBe(true);
  });

  it('gives the same items whatever the chunking (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: capture.length }), { maxLength: 60 }), (cuts) => {
        const reader = new SseReader('s');
        const points = [0, ...new Set(cuts)].sort((a, b) => a - b);
        const items = points.flatMap((p, i) => reader.push(capture.slice(p, points[i + 1])).items);
        items.push(...reader.finish().items);
        expect(items).toEqual(result.items);
      }),
      { numRuns: 30 },
    );
  });
});

describe('SseReader diagnostics', () => {
  it('names the event id of a bad event and keeps the others', () => {
    const text = `data: ${RECORD}\nid: e-1\n\ndata: {oops\nid: e-2\n\ndata: ${RECORD}\nid: e-3\n\n`;
    const result = parseSse('s', text);
    expect(result.items.map((i) => i.kind !== 'comment' && i.at.eventId)).toEqual(['e-1', 'e-3']);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        eventId: 'e-2',
        severity: 'error',
        reason: expect.stringMatching(/^invalid JSON/),
      }),
    ]);
  });

  it('names the ordinal when there is no id', () => {
    const result = parseSse('s', `data: ${RECORD}\n\ndata: {"type":"model_msg"}\n\n`);
    expect(result.diagnostics[0]?.reason).toMatch(/^event #1 \(no id\): field timestamp/);
  });

  it('validates server_event data', () => {
    const result = parseSse('s', 'event: server_event\ndata: {"type":"task_state"}\n\n');
    expect(result.items).toEqual([]);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      reason: expect.stringContaining('state'),
    });
  });

  it('keeps an event with an unknown name as an unknown server item, with a warning', () => {
    const result = parseSse('s', 'event: ping\ndata: {"n":1}\nid: 7\n\n');
    expect(result.items).toEqual([
      {
        kind: 'server',
        event: { type: 'ping', data: { n: 1 } },
        known: false,
        at: { eventId: '7', index: 0 },
        wire: { event: 'ping', data: '{"n":1}' },
      },
    ]);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'warning', eventId: '7' });
  });

  it('keeps an event of an unknown name whose data is not JSON, as text', () => {
    const result = parseSse('s', 'event: hello\ndata: not json\n\n');
    expect(result.items).toEqual([
      {
        kind: 'server',
        event: { type: 'hello', data: 'not json' },
        known: false,
        at: { index: 0 },
        wire: { event: 'hello', data: 'not json' },
      },
    ]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', reason: expect.stringContaining('not JSON') }),
    ]);
  });

  it('shows the message of an unknown server event as a warning; one without stays silent', () => {
    const result = parseSse(
      's',
      'event: server_event\ndata: {"type":"tail_file","message":"the file was deleted"}\nid: 8\n\n' +
        'event: server_event\ndata: {"type":"credentials_updated"}\nid: 9\n\n',
    );
    expect(result.items).toHaveLength(2);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        eventId: '8',
        reason: 'server event "tail_file": the file was deleted',
      }),
    ]);
  });

  it('keeps a last event cut before its blank line when its data is whole', () => {
    expect(parseSse('s', `data: ${RECORD}\nid: 1\n`).items).toHaveLength(1);
  });

  it('reports a last event cut inside its data as a warning', () => {
    const result = parseSse('s', `data: ${RECORD}\n\ndata: ${RECORD.slice(0, 40)}`);
    expect(result.items).toHaveLength(1);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        reason: expect.stringContaining('last event is incomplete'),
      }),
    ]);
  });

  it('reads CRLF and a leading BOM', () => {
    const result = parseSse('s', `\uFEFF: hi\r\ndata: ${RECORD}\r\nid: 1\r\n\r\n`);
    expect(kinds(result.items)).toEqual({ comment: 1, record: 1 });
    expect(result.diagnostics).toEqual([]);
  });
});

describe('readSseEvents', () => {
  it("gives the capture's 235 events with their names, ids and data as sent", () => {
    const events = readSseEvents(capture);
    const items = parseSse('stream.sse', capture).items.filter((i) => i.kind !== 'comment');
    expect(events).toHaveLength(235);
    expect(events.map((e) => e.id)).toEqual(items.map((i) => i.at.eventId));
    expect(events.filter((e) => e.event === 'server_event')).toHaveLength(18);
  });

  it('keeps data unvalidated, ids per block, a last event cut before its blank line', () => {
    const text =
      '\uFEFF: hi\r\nevent: x\r\ndata: a\r\ndata: b\r\nid: 7\r\n\r\ndata: not json\ndata: c';
    expect(readSseEvents(text)).toEqual([
      { event: 'x', id: '7', data: 'a\nb' },
      { data: 'not json\nc' },
    ]);
  });
});
