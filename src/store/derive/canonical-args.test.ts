import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalArgs } from './canonical-args';

/** What canonicalArgs wrote before it skipped the replacer's sorted copies: the oracle. */
function byReplacer(args: string): string {
  try {
    return JSON.stringify(JSON.parse(args), (_k, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    );
  } catch {
    return args;
  }
}

describe('canonicalArgs', () => {
  it('writes JSON with its keys sorted and no spacing, anything else as written', () => {
    expect(canonicalArgs('{"b": 1, "a": {"d": 2, "c": 3}}')).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(canonicalArgs('{"10":1,"9":2,"b":[{"y":1,"x":2}],"a":"\\u0041"}')).toBe(
      '{"9":2,"10":1,"a":"A","b":[{"x":2,"y":1}]}',
    );
    expect(canonicalArgs('not json')).toBe('not json');
    expect(canonicalArgs('')).toBe('');
  });

  it('writes every JSON text as the sorted copy did', () => {
    const key = fc.oneof(
      fc.string(),
      fc.constantFrom('0', '1', '10', '9', '01', '-1', '__proto__'),
    );
    const value = fc.letrec((tie) => ({
      json: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.string(),
        fc.array(tie('json'), { maxLength: 4 }),
        fc.dictionary(key, tie('json'), { maxKeys: 5 }),
      ),
    })).json;
    fc.assert(
      fc.property(value, fc.boolean(), (v, spaced) => {
        const text = JSON.stringify(v, null, spaced ? 2 : undefined);
        expect(canonicalArgs(text)).toBe(byReplacer(text));
      }),
      { numRuns: 2000 },
    );
  });
});
