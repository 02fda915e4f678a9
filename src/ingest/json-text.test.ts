import { describe, expect, it } from 'vitest';
import { jsonTextOr } from './json-text';

describe('jsonTextOr', () => {
  it('writes a value as JSON.stringify does', () => {
    expect(jsonTextOr({ a: [1, 'x'] }, 'deep')).toBe('{"a":[1,"x"]}');
  });

  it('gives the fallback for a value nested deeper than JSON.stringify can recurse', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(jsonTextOr(deep, 'deep')).toBe('deep');
  });

  it('lets other failures through: a cycle is a bug of the caller, not of the input', () => {
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect(() => jsonTextOr(cycle, 'deep')).toThrow(TypeError);
  });
});
