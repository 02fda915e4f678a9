// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTyping } from './keymap';

function select(...options: string[]): HTMLSelectElement {
  const el = document.createElement('select');
  for (const text of options) el.add(new Option(text, text));
  return el;
}

describe('isTyping', () => {
  it('gives a select only the characters that pick one of its options', () => {
    const types = select('All types', 'text', 'thinking', 'tool_call');
    expect(isTyping(types, 't')).toBe(true);
    expect(isTyping(types, 'T')).toBe(true);
    expect(isTyping(types, 'i')).toBe(false);
    expect(isTyping(types, '?')).toBe(false);
    expect(isTyping(types, 'Escape')).toBe(false);
  });

  it('gives a text field every key, and a range none', () => {
    const field = document.createElement('input');
    expect(isTyping(field, 'i')).toBe(true);
    expect(isTyping(document.createElement('textarea'), 'Escape')).toBe(true);
    const range = document.createElement('input');
    range.type = 'range';
    expect(isTyping(range, 'i')).toBe(false);
  });
});
