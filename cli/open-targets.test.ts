import { describe, expect, it } from 'vitest';
import { planOpen } from './open-targets';

describe('planOpen', () => {
  it('opens files, folders and trace URLs together', () => {
    expect(planOpen(['a.jsonl', 'runs/', 'https://x.test/t/b.jsonl'])).toEqual({
      kind: 'traces',
      paths: ['a.jsonl', 'runs/'],
      urls: ['https://x.test/t/b.jsonl'],
    });
  });

  it('opens a PenguinHarness session URL through the proxy, with the base it sits under', () => {
    expect(planOpen(['http://127.0.0.1:8000/api/sessions/s-1/messages'])).toEqual({
      kind: 'penguin',
      base: 'http://127.0.0.1:8000',
      sessionId: 's-1',
    });
    expect(planOpen(['https://h.test/penguin/sessions/s%202'])).toEqual({
      kind: 'penguin',
      base: 'https://h.test/penguin',
      sessionId: 's 2',
    });
    expect(planOpen(['https://h.test/app/?session=s-3'])).toEqual({
      kind: 'penguin',
      base: 'https://h.test/app',
      sessionId: 's-3',
    });
  });

  it('refuses nothing to open, and a session URL mixed with files', () => {
    expect(() => planOpen([])).toThrow(/needs a file/);
    expect(() => planOpen(['a.jsonl', 'https://h.test/sessions/s'])).toThrow(/opens alone/);
  });
});
