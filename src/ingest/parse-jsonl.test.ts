import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JsonlReader, parseJsonl } from './parse-jsonl';
import { SESSION_A, TRACE_FILES, readFixture } from '../../test/support/fixtures';

const META =
  '{"timestamp":"2026-01-01T00:00:00Z","type":"session_meta","payload":{"session_id":"s","provider":"p","model_id":"m","model_context_window":1,"system_prompt":"","agent_state":"a","workspace":"w"}}';
const BEGIN =
  '{"timestamp":"2026-01-01T00:00:01Z","type":"event_msg","payload":{"type":"request_begin"}}';
const TEXT =
  '{"timestamp":"2026-01-01T00:00:02Z","type":"model_msg","payload":{"type":"text","role":"assistant","text":"hi"}}';
const PARTIAL =
  '{"timestamp":"2026-01-01T00:00:02Z","type":"model_msg","payload":{"type":"partial_text","event_type":"delta","text":"h"}}';

const lines = (result: { records: { at: { line: number } }[] }) =>
  result.records.map((r) => r.at.line);

describe('JsonlReader on the real Trace files', () => {
  it.each([
    [TRACE_FILES[0], 56],
    [TRACE_FILES[1], 9],
    [TRACE_FILES[2], 18],
  ])('%s: %i records, no diagnostics', (name, count) => {
    const result = parseJsonl(name, readFixture(SESSION_A + name));
    expect(result.records).toHaveLength(count);
    expect(result.diagnostics).toEqual([]);
    expect(result.records.every((r) => r.known)).toBe(true);
    expect(result.records[0]?.envelope.type).toBe('session_meta');
  });

  it('gives the same records whatever the chunking (property)', () => {
    const text = readFixture(SESSION_A + TRACE_FILES[2]);
    const whole = parseJsonl('f', text);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: text.length }), { maxLength: 40 }), (cuts) => {
        const reader = new JsonlReader('f');
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const parts = points.map((p, i) => text.slice(points[i - 1] ?? 0, p));
        const got = [...parts, text.slice(points.at(-1) ?? 0)].flatMap(
          (c) => reader.push(c).records,
        );
        got.push(...reader.finish().records);
        expect(got).toEqual(whole.records);
      }),
      { numRuns: 50 },
    );
  });
});

describe('JsonlReader diagnostics', () => {
  it('keeps every other record around a bad middle line and names its line', () => {
    const result = parseJsonl('t.jsonl', [META, BEGIN, '{"timestamp":', TEXT, ''].join('\n'));
    expect(lines(result)).toEqual([1, 2, 4]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: 't.jsonl',
        line: 3,
        severity: 'error',
        excerpt: '{"timestamp":',
      }),
    ]);
    expect(result.diagnostics[0]?.reason).toMatch(/^invalid JSON: /);
  });

  it('skips a line past the size limit with an error naming it, keeping its neighbours', () => {
    const huge = `{"timestamp":"2026-01-01T00:00:02Z","pad":"${'x'.repeat(3 * 2 ** 20)}"}`;
    const result = parseJsonl('t.jsonl', [META, huge, TEXT, ''].join('\n'), {
      maxLineLength: 2 ** 20,
    });
    expect(lines(result)).toEqual([1, 3]);
    expect(result.diagnostics).toEqual([
      {
        file: 't.jsonl',
        line: 2,
        severity: 'error',
        reason: 'record too large (3 MB > 1 MB limit); skipped',
        code: 'record-too-large',
        params: { length: huge.length, limit: 2 ** 20 },
      },
    ]);
  });

  it('reports a record that is JSON but not an envelope with the validator reason', () => {
    const result = parseJsonl('t', [META, '{"type":"model_msg"}', TEXT].join('\n'));
    expect(lines(result)).toEqual([1, 3]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 2,
        severity: 'error',
        reason: expect.stringContaining('timestamp'),
      }),
    ]);
  });

  it('treats a torn last line as a warning', () => {
    const result = parseJsonl('t', [META, BEGIN, TEXT.slice(0, 50)].join('\n'));
    expect(lines(result)).toEqual([1, 2]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 3,
        severity: 'warning',
        reason: 'last line is incomplete (file cut while being written?)',
      }),
    ]);
  });

  it('keeps a complete last line that lacks its newline', () => {
    expect(lines(parseJsonl('t', [META, TEXT].join('\n')))).toEqual([1, 2]);
  });

  it('reads CRLF files and a leading BOM, counting blank lines', () => {
    const result = parseJsonl('t', `\uFEFF${META}\r\n\r\n  \r\n${TEXT}\r\n`);
    expect(lines(result)).toEqual([1, 4]);
    expect(result.diagnostics).toEqual([]);
  });

  it('passes validator warnings on, keeping the record', () => {
    const odd = '{"timestamp":"t","type":"event_msg","payload":{"type":"brand_new"}}';
    const result = parseJsonl('t', [META, odd].join('\n'));
    expect(result.records[1]?.known).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 2,
        severity: 'warning',
        reason: expect.stringContaining('brand_new'),
      }),
    ]);
  });

  it('warns when the first record is not session_meta', () => {
    const result = parseJsonl('t', [BEGIN, TEXT].join('\n'));
    expect(result.records).toHaveLength(2);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 1,
        severity: 'warning',
        reason: expect.stringContaining('not session_meta'),
      }),
    ]);
  });

  it('names only the fault of a first session_meta that fails its checks', () => {
    const broken = META.replace('"model_id":"m"', '"model_id":5');
    const result = parseJsonl('t', [broken, BEGIN].join('\n'));
    expect(result.records).toHaveLength(1);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 1,
        severity: 'error',
        reason: expect.stringContaining('model_id'),
      }),
    ]);
  });

  it('keeps a session_meta missing a required field, warning of that field alone', () => {
    const lacking = META.replace('"model_id":"m",', '');
    const result = parseJsonl('t', [lacking, BEGIN].join('\n'));
    expect(result.records).toHaveLength(2);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 1,
        severity: 'warning',
        code: 'meta-field-missing',
        reason: 'session_meta without its required field payload.model_id: the rest of it is kept',
      }),
    ]);
  });

  it('still warns when an invalid first line is another record', () => {
    const result = parseJsonl('t', [TEXT.replace('"hi"', '5'), BEGIN].join('\n'));
    expect(result.diagnostics.map((d) => [d.line, d.severity])).toEqual([
      [1, 'error'],
      [2, 'warning'],
    ]);
    expect(result.diagnostics[1]?.reason).toContain('first record is event_msg request_begin');
  });

  it('flags partials once with a line, then counts the rest, keeping them all', () => {
    const result = parseJsonl('t', [META, PARTIAL, PARTIAL, PARTIAL].join('\n'));
    expect(result.records).toHaveLength(4);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 2,
        severity: 'error',
        reason: expect.stringContaining('Trace files never contain partials'),
      }),
      expect.objectContaining({
        severity: 'error',
        reason: expect.stringContaining('2 more records'),
      }),
    ]);
  });

  it('warns about origin in a Trace file', () => {
    const withOrigin = TEXT.replace('"type":"model_msg"', '"type":"model_msg","origin":["c"]');
    const result = parseJsonl('t', [META, withOrigin].join('\n'));
    expect(result.records).toHaveLength(2);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 2,
        severity: 'warning',
        reason: expect.stringContaining('origin'),
      }),
    ]);
  });

  it('skips Trace rules when asked', () => {
    expect(parseJsonl('t', [PARTIAL].join('\n'), { trace: false }).diagnostics).toEqual([]);
  });

  it('cuts long excerpts', () => {
    const long = `{"x":"${'y'.repeat(500)}`;
    const [d] = parseJsonl('t', `${META}\n${long}\n`).diagnostics;
    expect(d?.excerpt).toHaveLength(121);
  });

  it('finish is idempotent', () => {
    const reader = new JsonlReader('t');
    reader.push(`${META}\n${PARTIAL}\n${PARTIAL}`);
    expect(reader.finish().diagnostics).toHaveLength(1);
    expect(reader.finish()).toEqual({ records: [], diagnostics: [] });
  });
});
