import { describe, expect, it } from 'vitest';
import { parseJsonl } from './parse-jsonl';
import type { ParsedRecord } from './types';
import { CLONE_FROM, decodeRecords, encodeRecords, MAX_NESTING, jsonSize } from './wire-records';

const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const line = (text: string, extra = '') =>
  `{"timestamp":"2026-12-02T10:00:00.000Z","type":"model_msg","payload":{"type":"text","role":"assistant","text":"${text}"${extra}}}`;

/** What the trip through postMessage does to a message. */
const trip = (records: ParsedRecord[]) => structuredClone(encodeRecords(records, [])).records;

describe('encodeRecords / decodeRecords', () => {
  it('brings back a Trace file’s records as they were read, lines and unknown payloads included', () => {
    const text = [
      line('one'),
      '',
      '{"timestamp":"2026-12-02T10:00:01.000Z","type":"event_msg","payload":{"type":"future_thing","n":-1.5e3}}',
      line('zwei \\u00fc \\ud83d\\ude00 \\"quoted\\" \\\\ back'),
    ].join('\n');
    const { records } = parseJsonl('a.jsonl', text, { trace: false });
    expect(records.map((r) => [r.at.line, r.known])).toEqual([
      [1, true],
      [3, false],
      [4, true],
    ]);
    expect(decodeRecords(trip(records))).toEqual(records);
  });

  it('sends large records as objects and small ones as text, and brings all back in order', () => {
    const big = 'x'.repeat(CLONE_FROM);
    const text = [line('small'), line(big), line('small again'), line(big)].join('\n');
    const { records } = parseJsonl('a.jsonl', text, { trace: false });
    const wire = encodeRecords(records, []).records;
    expect(wire.cloned).toHaveLength(2);
    expect(wire.json.length).toBeLessThan(CLONE_FROM);
    expect(decodeRecords(structuredClone(wire))).toEqual(records);
  });

  it('sends a small record as its own line when the reader kept it, spelt as written', () => {
    const odd = `{ "timestamp" : "2026-12-02T10:00:00.000Z", "type":"model_msg",
      "payload":{"type":"text","role":"user","text":"a","text":"b"}, "n": 1e400 }`.replace(
      '\n',
      '',
    );
    const { records } = parseJsonl('a.jsonl', `${odd}\n${line('plain')}\n`, {
      trace: false,
      keepText: true,
    });
    expect(records.map((r) => r.text)).toEqual([odd, line('plain')]);
    const wire = trip(records);
    expect(wire.json).toBe(`[${odd},${line('plain')}]`);
    // The page parses what the worker parsed: the last duplicate key, an overflow to Infinity.
    const back = decodeRecords(wire);
    expect(back.map((r) => r.envelope)).toEqual(records.map((r) => r.envelope));
    expect((back[0]?.envelope as unknown as { n: number }).n).toBe(Infinity);
  });

  it('keeps an SSE capture’s event ids and arrival times where records have them', () => {
    const envelope = JSON.parse(line('x')) as ParsedRecord['envelope'];
    const records: ParsedRecord[] = [
      { envelope, known: true, at: { file: 's.sse', line: 1, eventId: 'e-1' }, receivedAt: 5 },
      { envelope, known: true, at: { file: 's.sse', line: 2 } },
      { envelope, known: true, at: { file: 's.sse', line: 3, eventId: 'e-3' }, receivedAt: 0 },
    ];
    expect(decodeRecords(trip(records))).toEqual(records);
  });

  it('drops only the records too deep to write, naming their lines', () => {
    const { records, diagnostics } = parseJsonl(
      'deep.jsonl',
      [line('before'), line('deep', `,"nested":${deep}`), line('after'), ''].join('\n'),
      { trace: false },
    );
    expect(records).toHaveLength(3);
    const sent = structuredClone(encodeRecords(records, diagnostics));
    expect(decodeRecords(sent.records).map((r) => r.at.line)).toEqual([1, 3]);
    expect(sent.diagnostics).toEqual([
      {
        file: 'deep.jsonl',
        line: 2,
        severity: 'error',
        reason: 'record nested too deep to pass to the page; skipped',
        code: 'record-too-deep',
      },
    ]);
  });

  it('measures nesting through arrays and objects alike', () => {
    const nest = (levels: number): unknown =>
      levels === 0 ? 'leaf' : levels % 2 ? [nest(levels - 1)] : { k: nest(levels - 1) };
    expect(jsonSize(nest(MAX_NESTING), MAX_NESTING)).toBeGreaterThan(0);
    expect(jsonSize({ a: 1, b: [2, nest(MAX_NESTING)] }, MAX_NESTING)).toBe(-1);
    expect(jsonSize('flat', 0)).toBe(6);
  });

  it('sizes a value about as long as its JSON', () => {
    const value = { text: 'x'.repeat(5000), list: [1, true, null, { k: 'v' }] };
    const size = jsonSize(value, MAX_NESTING);
    expect(Math.abs(size - JSON.stringify(value).length)).toBeLessThan(40);
  });

  it('sends an empty batch as no records', () => {
    expect(decodeRecords(trip([]))).toEqual([]);
  });
});
