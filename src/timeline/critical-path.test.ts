import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCriticalPath, criticalPath, type Timed } from './critical-path';

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

  it('walked again from the first outer span that changed, marks what a fresh walk finds', () => {
    const timing = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 15 }))
      .map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(timing, fc.array(timing, { maxLength: 3 })), { maxLength: 25 }),
        fc.array(fc.tuple(fc.nat(), timing, fc.boolean()), { maxLength: 4 }),
        fc.array(timing, { maxLength: 4 }),
        (spans, changes, added) => {
          let made = 0;
          // An outer span and the spans inside it (a subagent's), each a new object.
          const outer = (
            { start, end }: { start: number; end: number },
            inside = [] as (typeof spans)[0][1],
          ) => {
            const id = `o${made++}`;
            return {
              span: { id, start, end },
              inner: inside.map((t, i) => ({ id: `${id}.${i}`, ...t, parent: id })),
            };
          };
          const walk = (list: readonly { span: Timed; inner: Timed[] }[]) => ({
            top: list.map((o) => o.span),
            inner: new Map(list.filter((o) => o.inner.length).map((o) => [o.span.id, o.inner])),
          });
          const before = spans.map(([t, inside]) => outer(t, inside));
          const path = createCriticalPath<Timed>();
          const on = new Set<Timed>();
          const mark = (s: Timed, yes: boolean) => (yes ? on.add(s) : on.delete(s));
          const first = walk(before);
          path.update([first.top], first.inner, -Infinity, mark);
          const after = before.slice();
          let from = Infinity;
          for (const [at, t, inner] of changes) {
            const k = at % Math.max(1, after.length);
            const old = after[k];
            if (!old) continue;
            // A changed outer span, or one whose inner spans changed.
            const next = inner ? outer(old.span, [t]) : outer(t, []);
            from = Math.min(from, old.span.start, next.span.start);
            after[k] = next;
          }
          for (const t of added) {
            const next = outer(t);
            from = Math.min(from, next.span.start);
            after.push(next);
          }
          const second = walk(after);
          path.update([second.top], second.inner, from, mark);
          const all = after.flatMap((o) => [o.span, ...o.inner]);
          expect(new Set([...on].map((s) => s.id))).toEqual(criticalPath(all));
        },
      ),
      { numRuns: 500 },
    );
  });
});
