import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { breachText, englishOf, readingText } from './problem-text';
import type { ReadingProblem } from './reading-problem';
import type { RuleBreach } from './rule-breach';

const inner: ReadingProblem = {
  code: 'field-mistyped',
  params: { field: 'timestamp', want: 'string', got: 'null' },
};

/** One of every reading problem. */
const READING: ReadingProblem[] = [
  { code: 'record-not-object', params: { got: 'array' } },
  { code: 'server-event-not-object', params: { got: 'string' } },
  inner,
  { code: 'field-must-be', params: { field: 'payload.tools[0]', want: 'object' } },
  { code: 'field-missing', params: { field: 'payload.status' } },
  { code: 'envelope-type-unknown', params: { type: 'x' } },
  { code: 'payload-type-misplaced', params: { payloadType: 'text', envelope: 'event_msg' } },
  { code: 'payload-type-unknown', params: { payloadType: 'y', envelope: 'model_msg' } },
  { code: 'value-unknown', params: { value: 'v', field: 'payload.status', expected: ['a', 'b'] } },
  { code: 'server-event-message', params: { type: 'gone', message: 'deleted' } },
  { code: 'tool-call-invalid', params: { problem: inner } },
  { code: 'tool-call-not-tool-call' },
  { code: 'invalid-json', params: { detail: 'Unexpected token' } },
  { code: 'record-too-large', params: { length: 13_313, limit: 13_312 } },
  { code: 'record-too-deep' },
  { code: 'last-line-incomplete' },
  { code: 'last-event-incomplete' },
  { code: 'sse-syntax', params: { detail: 'bad field' } },
  { code: 'sse-unknown-name', params: { name: 'ping', json: false } },
  { code: 'sse-event-without-id', params: { index: 3, problem: inner } },
  { code: 'utf16', params: { order: 'BE', bom: false } },
  { code: 'first-not-session-meta', params: { record: 'model_msg text' } },
  { code: 'trace-partials' },
  { code: 'trace-origin' },
  { code: 'trace-rule-repeated', params: { rule: 'trace-partials', more: 1 } },
  { code: 'event-too-large', params: { size: 9000, after: null, limit: 8192 } },
  { code: 'id-not-resumable', params: { why: { kind: 'spaces-at-ends' }, after: 'e-1' } },
  { code: 'history-record-invalid', params: { list: 'messages', index: 2, problem: inner } },
  { code: 'history-unavailable', params: { detail: 'HTTP 500' } },
  { code: 'resync-without-history' },
  { code: 'failed', params: { detail: 'boom' } },
  { code: 'cannot-read', params: { detail: 'EACCES' } },
  { code: 'not-a-regular-file' },
  { code: 'unknown-format' },
  { code: 'no-records' },
  { code: 'empty-file' },
  { code: 'blank-lines-only' },
  { code: 'only-line-incomplete', params: { line: 1 } },
  { code: 'given-twice' },
  { code: 'copy-left-out', params: { kept: 'a/x_001.jsonl', left: 'b/x_001.jsonl' } },
  { code: 'two-parents', params: { child: 'c', parents: ['a', 'b'], under: 'a' } },
  { code: 'meta-field-missing', params: { field: 'payload.workspace' } },
  { code: 'json-array-of-records' },
  { code: 'not-a-messages-response' },
  { code: 'live-malformed' },
];

const BREACHES: RuleBreach[] = [
  { rule: 'output-without-call', params: { toolCallId: 'c1', approvalOnly: true } },
  { rule: 'call-without-output', params: { toolCallId: 'c1', name: 'shell' } },
  { rule: 'call-without-output', params: { toolCallId: 'c1', decision: 'deny' } },
  { rule: 'fragment-mismatch', params: { pieces: 'argument', streamed: 3, complete: 4 } },
  { rule: 'fragment-unterminated', params: { closed: 'aborted' } },
];

describe('problem-text', () => {
  it('says every reading problem in both languages, nested ones whole', () => {
    for (const p of READING)
      for (const words of [en.problems, zh.problems]) {
        const text = readingText(words, p);
        expect(text, p.code).not.toMatch(/undefined|\[object/);
        expect(text.trim(), p.code).not.toBe('');
      }
    expect(englishOf(READING[19] as ReadingProblem)).toBe(
      'event #3 (no id): field timestamp must be a string, got null',
    );
    expect(readingText(zh.problems, READING[19] as ReadingProblem)).toBe(
      '事件 #3（无 id）：字段 timestamp 应为字符串，实际为空值（null）',
    );
  });

  it('keeps the English sentences as they were written before the catalogs', () => {
    const say = (i: number) => englishOf(READING[i] as ReadingProblem);
    expect(say(13)).toBe('record too large (13313 B > 13312 B limit); skipped');
    expect(say(8)).toBe('unknown value "v" for payload.status (expected a | b)');
    expect(say(24)).toBe(
      'Trace files never contain partials (kept as is): 1 more record after the first',
    );
    expect(say(25)).toBe(
      'event too large: 9000 bytes after id (none: the first event), over the 8192-byte limit; dropped',
    );
    expect(say(26)).toBe(
      'SSE id not usable to resume (spaces at its ends, which a header drops): a reconnection resumes after id e-1',
    );
  });

  it('says rule breaches by variant', () => {
    expect(BREACHES.map((b) => breachText(en.problems, b))).toEqual([
      'approval for c1 but no tool_call',
      'tool_call c1 (shell) never got its output',
      'deny tool_call c1 has no synthetic output',
      'concatenated argument pieces (3 chars) differ from the complete message (4 chars)',
      'fragment never stopped (closed: aborted)',
    ]);
    for (const b of BREACHES) expect(breachText(zh.problems, b)).not.toMatch(/undefined/);
  });
});
