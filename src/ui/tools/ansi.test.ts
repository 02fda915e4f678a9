import { describe, expect, it } from 'vitest';
import { ansiColor, ansiRuns, hasAnsi } from './ansi';

describe('ansiRuns', () => {
  it('returns plain text as one run', () => {
    expect(ansiRuns('hello\nworld')).toEqual([{ text: 'hello\nworld' }]);
    expect(ansiRuns('')).toEqual([]);
    expect(hasAnsi('plain')).toBe(false);
  });

  it('colours runs and drops the escape codes', () => {
    const runs = ansiRuns('ok \u001b[31mFAIL\u001b[0m done \u001b[1;32mPASS\u001b[0m');
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
});
