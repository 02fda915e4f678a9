import { describe, expect, it } from 'vitest';
import { criticalPath } from './critical-path';

const span = (id: string, start: number, end: number, parent?: string) => ({
  id,
  start,
  end,
  ...(parent ? { parent } : {}),
});

describe('criticalPath', () => {
  it('follows the chain that ends last and leaves a parallel branch that finished early', () => {
    const path = criticalPath([
      span('request', 0, 10),
      span('fast tool', 8, 12),
      span('slow tool', 9, 20),
      span('next request', 20, 25),
    ]);
    expect([...path].sort()).toEqual(['next request', 'request', 'slow tool']);
  });

  it('steps back into the request a wait began in', () => {
    const path = criticalPath([
      span('request', 0, 10),
      span('approval', 6, 12),
      span('tool', 12, 15),
    ]);
    expect(path).toEqual(new Set(['tool', 'approval', 'request']));
  });

  it('walks through the spans inside a subagent call, not its gaps', () => {
    const path = criticalPath([
      span('call', 0, 30),
      span('subagent', 1, 29, 'call'),
      span('child request', 2, 10, 'subagent'),
      span('child idle branch', 3, 4, 'subagent'),
      span('child tool', 10, 28, 'subagent'),
    ]);
    expect([...path].sort()).toEqual(['call', 'child request', 'child tool', 'subagent']);
  });
});
