import { describe, expect, it } from 'vitest';
import { shallow } from 'zustand/shallow';
import { referenceStream, referenceTraces } from '../../test/support/reference-trace';
import { askings } from '../../test/support/view-askings';
import { PVec } from '../store/pvec';
import {
  askView,
  TRACE_QUERIES,
  TRACE_VIEWS,
  type TraceQuestion,
  type TraceViewArgs,
} from './trace-views';

/** What may cross to another thread as it is: no functions, classes, maps or cycles. */
function plainPath(value: unknown, seen = new Set<object>(), at = '$'): string | null {
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' || typeof value === 'symbol' ? at : null;
  if (seen.has(value)) return `${at} (a cycle)`;
  seen.add(value);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return at;
  for (const [k, v] of Object.entries(value)) {
    const bad = plainPath(v, seen, `${at}.${k}`);
    if (bad) return bad;
  }
  seen.delete(value);
  return null;
}

describe('trace views', () => {
  for (const [name, trace, unanswered] of [
    // A Trace file holds no server events: no task state. All of its files are opened, so no
    // session's last token_usage counts more than its requests read. Neither repeats a call
    // with the same arguments in one task (repeated-calls.test.ts makes some).
    ['Trace files', referenceTraces, ['taskState', 'tokensUnopened', 'repeatedCall']],
    ['live capture', referenceStream, ['repeatedCall']],
  ] as const)
    it(`answer every question with plain data, the same when asked again, on the reference ${name}`, () => {
      const t = trace();
      const asked = askings(t);
      expect(Object.keys(asked).sort()).toEqual(
        [...Object.keys(TRACE_VIEWS), ...Object.keys(TRACE_QUERIES)].sort(),
      );
      const answered = new Set<string>();
      for (const name of Object.keys(asked) as TraceQuestion[])
        for (const args of asked[name] as TraceViewArgs<typeof name>[]) {
          const answer = askView(t, name, args);
          if (answer !== undefined) answered.add(name);
          // A list read by window is the one exception: the thread holding it serves its slices.
          if (answer instanceof PVec) continue;
          expect(plainPath(answer), `${name}(${JSON.stringify(args)})`).toBeNull();
          // A component reads the answer as a store snapshot: asked again of the same state it
          // must be equal field by field, or every read is a change and React renders for ever.
          if (name in TRACE_VIEWS)
            expect(shallow(askView(t, name, args), answer), `${name} again`).toBe(true);
        }
      expect([...answered].sort()).toEqual(
        [...Object.keys(TRACE_VIEWS), ...Object.keys(TRACE_QUERIES)]
          .filter((n) => !(unanswered as readonly string[]).includes(n))
          .sort(),
      );
    });

  it('tells a class, a map or a function from plain data', () => {
    expect(plainPath({ a: [1, 'x', { b: null }] })).toBeNull();
    expect(plainPath({ a: new Map() })).toBe('$.a');
    expect(plainPath([{ f: () => 0 }])).toBe('$.0.f');
    expect(plainPath(PVec.empty())).toBe('$');
  });
});
