import { describe, expect, it } from 'vitest';
import { snippetWindow } from './snippet-window';

/** The snippet's text around the first `word`. */
const around = (text: string, word: string, before = 20, after = 40) => {
  const start = text.indexOf(word);
  const w = snippetWindow(text, start, start + word.length, before, after);
  return text.slice(w.from, w.to);
};

describe('snippetWindow', () => {
  it('cuts prose between words', () => {
    const text = 'The quick brown fox jumps over the lazy dog while the cat sleeps in the sun';
    expect(around(text, 'lazy', 12, 20)).toBe('over the lazy dog while the');
  });

  it("cuts a tool error's JSON between tokens, never inside a key or string", () => {
    const text =
      'Last event must carry usage_metadata, got: {"role":"assistant","event_type":"delta","content_items":[{"type":"thinking","thinking":"notes to a "}]}';
    const shown = around(text, 'delta');
    expect(shown).toBe('"event_type":"delta"');
    expect(shown).not.toMatch(/^[^"]*":/);
  });

  it('begins a JSON body at a key when the reach allows', () => {
    const text = '{"error":{"code":"E_DENIED","message":"permission denied for /etc/shadow"}}';
    expect(around(text, 'shadow', 40, 40)).toBe('"message":"permission denied for /etc/shadow"}}');
  });

  it('cuts a string too long to show whole at a space inside it', () => {
    const text = `{"output":"${'lorem ipsum '.repeat(20)}needle ${'dolor sit '.repeat(20)}"}`;
    const shown = around(text, 'needle');
    expect(shown.startsWith('lorem') || shown.startsWith('ipsum')).toBe(true);
    expect(shown.endsWith('dolor') || shown.endsWith('sit')).toBe(true);
  });

  it('keeps the reach when a single word fills it', () => {
    const text = `${'x'.repeat(100)}needle${'y'.repeat(100)}`;
    const w = snippetWindow(text, 100, 106, 20, 40);
    expect(w).toEqual({ from: 80, to: 140 });
  });
});
