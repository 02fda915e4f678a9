import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { contentDiff } from './content-diff';

const { text, call } = createTraceBuilder({ step: 0 });

describe('contentDiff', () => {
  it('shows the characters each side has that the other lacks', () => {
    const d = contentDiff(text('assistant', 'hello world'), text('assistant', 'hello wurld!'));
    expect(d.field).toBe('text');
    expect(d.tooMany).toBe(false);
    expect(d.parts.map((p) => `${p.op}:${p.text}`)).toEqual([
      'same:hello w',
      'stream:o',
      'trace:u',
      'same:rld',
      'trace:!',
    ]);
  });

  it('cuts long unchanged stretches to the context around each change', () => {
    const long = 'a'.repeat(500);
    const d = contentDiff(
      text('assistant', `${long}X${long}`),
      text('assistant', `${long}Y${long}`),
    );
    expect(d.parts.map((p) => p.skipped ?? p.text.length)).toEqual([460, 40, 1, 1, 40, 460]);
    expect(d.parts.filter((p) => p.op !== 'same').map((p) => p.text)).toEqual(['X', 'Y']);
  });

  it('compares the payload JSON when no text field differs', () => {
    const a = call('c1', 'exec_command', '{}');
    const b = call('c1', 'read_file', '{}');
    const d = contentDiff(a, b);
    expect(d.field).toBe('payload');
    const side = (op: 'stream' | 'trace') =>
      d.parts
        .filter((p) => p.op !== (op === 'stream' ? 'trace' : 'stream'))
        .map((p) => p.text)
        .join('');
    expect(side('trace')).toContain('"name": "read_file"');
    expect(side('stream')).toContain('"name": "exec_command"');
  });

  it('gives the first difference alone when the texts differ everywhere', () => {
    const a = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const b = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(65 + (i % 7))).join('');
    const d = contentDiff(
      text('assistant', `same start ${a}`),
      text('assistant', `same start ${b}`),
    );
    expect(d.tooMany).toBe(true);
    expect(d.parts.map((p) => p.op)).toEqual(['same', 'stream', 'trace']);
    expect(d.parts[0]?.text).toBe('same start ');
  });
});
