import { describe, expect, it } from 'vitest';
import { splitOutputNotes } from './output-notes';

describe('splitOutputNotes', () => {
  it('leaves ordinary output alone', () => {
    expect(splitOutputNotes('hello\n')).toEqual({ body: 'hello\n', notes: [] });
    expect(splitOutputNotes('')).toEqual({ body: '', notes: [] });
  });
  it('takes the trailing truncated and archived lines off, in order', () => {
    const text =
      'line 1\nline 2\n\n[output truncated: exceeded 30000 chars]\n[output archived: /a/b.txt]\n';
    expect(splitOutputNotes(text)).toEqual({
      body: 'line 1\nline 2',
      notes: [
        { kind: 'truncated', detail: 'exceeded 30000 chars' },
        { kind: 'archived', detail: '/a/b.txt' },
      ],
    });
  });
  it('ignores a note in the middle of the output', () => {
    const text = '[output truncated: x]\nmore';
    expect(splitOutputNotes(text).notes).toEqual([]);
  });
  it('handles output that is only a note', () => {
    expect(splitOutputNotes('[output archived: p]')).toEqual({
      body: '',
      notes: [{ kind: 'archived', detail: 'p' }],
    });
  });
});
