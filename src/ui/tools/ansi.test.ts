import { describe, expect, it } from 'vitest';
import { ansiColor, ansiRuns, hasAnsi, type AnsiPart, type AnsiRun, withoutAnsi } from './ansi';

const textRuns = (parts: AnsiPart[]): AnsiRun[] => parts.filter((p) => 'text' in p);
const shape = (parts: AnsiPart[]) =>
  parts.map((p) => ('text' in p ? p.text : `[${p.escape.label}]`));

describe('ansiRuns', () => {
  it('returns plain text as one run', () => {
    expect(ansiRuns('hello\nworld')).toEqual([{ text: 'hello\nworld' }]);
    expect(ansiRuns('')).toEqual([]);
    expect(hasAnsi('plain')).toBe(false);
  });

  it('colours runs and drops the escape codes', () => {
    const runs = textRuns(ansiRuns('ok \u001b[31mFAIL\u001b[0m done \u001b[1;32mPASS\u001b[0m'));
    expect(runs.map((r) => r.text).join('')).toBe('ok FAIL done PASS');
    const fail = runs.find((r) => r.text === 'FAIL');
    expect(fail?.color).toBe('light-dark(#b91c1c, #f87171)');
    const pass = runs.find((r) => r.text === 'PASS');
    expect(pass).toMatchObject({ bold: true, color: 'light-dark(#15803d, #4ade80)' });
    expect(runs.find((r) => r.text === 'ok ')?.color).toBeUndefined();
  });

  it('keeps 256-colour values and tints backgrounds', () => {
    expect(ansiColor('95, 135, 175')).toBe('rgb(95,135,175)');
    expect(ansiColor('187, 0, 0', true)).toContain('color-mix');
    expect(ansiColor('')).toBeUndefined();
  });

  it('shows escapes other than colours as named markers, never as text', () => {
    const parts = ansiRuns(
      '\u001b]0;my title\u0007start\u001b[2K\u001b[1Aup\u001b]52;c;aGVsbG8=\u0007end\u001b=\u001b',
    );
    expect(shape(parts)).toEqual([
      '[OSC 0]',
      'start',
      '[CSI erase line]',
      '[CSI cursor up]',
      'up',
      '[OSC 52]',
      'end',
      '[ESC =]',
      '[ESC]',
    ]);
    const osc = parts[0];
    expect(osc && 'escape' in osc ? osc.escape : undefined).toEqual({
      label: 'OSC 0',
      meaning: 'set window title',
      raw: '⟨U+001B⟩]0;my title⟨U+0007⟩',
    });
    expect(textRuns(parts).some((r) => r.text.includes('\u001b'))).toBe(false);
  });

  it('keeps a colour running across a marker', () => {
    const parts = ansiRuns('\u001b[31mred\u001b]0;t\u001b\\still red\u001b[0m plain');
    expect(shape(parts)).toEqual(['red', '[OSC 0]', 'still red', ' plain']);
    const [red, , still, plain] = parts as AnsiRun[];
    expect(red?.color).toBe('light-dark(#b91c1c, #f87171)');
    expect(still?.color).toBe(red?.color);
    expect(plain?.color).toBeUndefined();
  });

  it('reads terminators (BEL, ST) and unterminated strings, and keeps a literal U+E000', () => {
    expect(shape(ansiRuns('a\u001bPq#0\u001b\\b\u001b]8;;http://x'))).toEqual([
      'a',
      '[DCS]',
      'b',
      '[OSC 8]',
    ]);
    expect(shape(ansiRuns('x\uE000y\u001b[5Cz'))).toEqual([
      'x',
      '\uE000',
      'y',
      '[CSI cursor forward]',
      'z',
    ]);
  });
});

describe('withoutAnsi', () => {
  it('drops colours and every other escape, and leaves plain text as it is', () => {
    const log = '\u001b[33m9c41e7a\u001b[m \u001b]0;title\u0007(\u001b[1;36mHEAD\u001b[m) fix';
    expect(withoutAnsi(log)).toBe('9c41e7a (HEAD) fix');
    expect(withoutAnsi('\u009b31mred\u009b0m')).toBe('red');
    const plain = 'no escapes [33m here';
    expect(withoutAnsi(plain)).toBe(plain);
  });
});
