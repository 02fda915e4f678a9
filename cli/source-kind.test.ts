import { describe, expect, it } from 'vitest';
import { kindFromName, sniffKind } from './source-kind';

describe('kindFromName', () => {
  it('knows .jsonl, .sse and .json, in any case', () => {
    expect(kindFromName('a/b_001.jsonl')).toBe('jsonl');
    expect(kindFromName('STREAM.SSE')).toBe('sse');
    expect(kindFromName('messages.json')).toBe('history');
    expect(kindFromName('trace.txt')).toBeUndefined();
  });
});

describe('sniffKind', () => {
  it.each([
    ['data: {}\n', 'sse'],
    ['event: server_event\n', 'sse'],
    [': comment\n', 'sse'],
    ['id: 1\n', 'sse'],
    ['retry: 100\n', 'sse'],
    ['\n\n  {"type":"session_meta"}\n', 'jsonl'],
    ['\uFEFF{"a":1}', 'jsonl'],
    ['', 'jsonl'],
    ['[{"type":"session_meta"}]', 'history'],
    ['# notes\n', undefined],
    ['dataset,x\n', undefined],
  ])('%j → %s', (head, kind) => {
    expect(sniffKind(head)).toBe(kind);
  });
});
