import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMN_PX, createThinner, shownIn, thinSpans } from './thin';
import type { Span, SpanKind } from './types';

const span = (id: number, lane: number, start: number, end: number, kind: SpanKind = 'tool') =>
  ({
    id: `t${id}`,
    kind,
    itemId: id,
    session: '',
    start,
    end,
    open: false,
    label: { kind: 'tool', name: 'bash' },
    lane,
    critical: false,
  }) as Span;

const range = { from: 0, to: 1000 };
const all = () => true;

describe('thinSpans', () => {
  it('draws every span as itself while they fit the track’s columns', () => {
    const spans = [span(1, 0, 0, 1), span(2, 0, 1, 2), span(3, 1, 0, 1)];
    const thin = thinSpans(spans, range, 3 * COLUMN_PX, all);
    expect(thin.spans).toEqual(spans);
    expect(thin.clusters).toEqual([]);
  });

  it('merges narrow spans that start in one column of one lane, keeps wide and lone ones', () => {
    // 10 columns of 100 ms: three 10 ms calls in the first, one alone in the third, one wide.
    const spans = [
      span(1, 0, 0, 10),
      span(2, 0, 20, 30, 'approval-wait'),
      { ...span(3, 0, 40, 50), critical: true },
      span(4, 0, 250, 260),
      span(5, 0, 400, 700),
      span(6, 1, 0, 10),
      span(7, 1, 10, 20),
      span(8, 1, 20, 30),
      span(9, 1, 30, 40),
      span(10, 1, 40, 50),
      span(11, 1, 50, 60),
    ];
    const thin = thinSpans(spans, range, 10 * COLUMN_PX, all);
    expect(thin.spans.map((s) => s.id).sort()).toEqual(['t4', 't5']);
    expect(thin.clusters).toEqual([
      {
        key: '0:0',
        lane: 0,
        start: 0,
        end: 50,
        cell: { from: 0, to: 100 },
        count: 3,
        kind: 'mixed',
        kinds: { tool: 2, 'approval-wait': 1 },
        critical: true,
      },
      {
        key: '1:0',
        lane: 1,
        start: 0,
        end: 60,
        cell: { from: 0, to: 100 },
        count: 6,
        kind: 'tool',
        kinds: { tool: 6 },
        critical: false,
      },
    ]);
  });

  it('leaves out what the panel does not show, and clusters spans begun before the range', () => {
    const before = [span(1, 0, -30, -5), span(2, 0, -20, 10), span(3, 0, -10, 12)];
    const elsewhere = Array.from({ length: 20 }, (_, i) => span(10 + i, 1, i * 10, i * 10 + 5));
    const thin = thinSpans(
      [...before, ...elsewhere],
      range,
      COLUMN_PX,
      (s) => s.lane === 0 && s.end >= 0,
    );
    // One column of 1,000 ms: both spans reaching into the range start before it.
    expect(thin.spans).toEqual([]);
    expect(thin.clusters).toEqual([
      expect.objectContaining({ key: '0:-1', count: 2, start: -20, end: 12 }),
    ]);
  });

  it('keeps every span once and bounds what a lane draws by the track’s columns', () => {
    const lanes = 3;
    const columns = 50;
    const laneSpans = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 400 })), {
        maxLength: 120,
      })
      .map((gaps) => {
        // Spans on a lane never overlap: each starts after the previous one ended.
        let at = 0;
        return gaps.map(([gap, length]) => {
          const start = at + gap;
          at = start + length;
          return [start, at] as const;
        });
      });
    fc.assert(
      fc.property(fc.array(laneSpans, { minLength: lanes, maxLength: lanes }), (perLane) => {
        let id = 0;
        const spans = perLane.flatMap((list, lane) =>
          list.map(([start, end]) => span((id += 1), lane, start, end)),
        );
        const shown = { from: 0, to: Math.max(1, ...spans.map((s) => s.end)) };
        const thin = thinSpans(spans, shown, columns * COLUMN_PX, all);
        const counted = thin.spans.length + thin.clusters.reduce((n, c) => n + c.count, 0);
        expect(counted).toBe(spans.length);
        // Clusters of a lane are drawn in cells that never overlap.
        const cells = thin.clusters.map((c) => `${c.lane}:${c.cell.from}`);
        expect(new Set(cells).size).toBe(cells.length);
        for (let lane = 0; lane < lanes; lane++) {
          const drawn =
            thin.spans.filter((s) => s.lane === lane).length +
            thin.clusters.filter((c) => c.lane === lane).length;
          // A column each for the spans starting in it, and one more for a wide span reaching in.
          expect(drawn).toBeLessThanOrEqual(2 * columns + 1);
        }
      }),
    );
  });
});

describe('createThinner', () => {
  /** A thinning's spans and clusters in one order, to compare two of them. */
  const canonical = (t: { spans: readonly Span[]; clusters: readonly { key: string }[] }) => ({
    spans: [...t.spans].map((s) => s.id).sort(),
    clusters: [...t.clusters].sort((a, b) => a.key.localeCompare(b.key)),
  });

  it('thins layout after layout as thinning each one whole does', () => {
    let next = 0;
    // A list of spans on its own lanes, one after another on each, some still open.
    const list = (lane: number, n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...span((next += 1), lane + (i % 2), from + i * 7, from + i * 7 + (i % 5 === 0 ? 90 : 3)),
        open: i % 11 === 10,
      }));
    const step = fc.record({
      // Per list: how many of its spans stay, and how many new ones follow.
      lists: fc.array(fc.tuple(fc.nat({ max: 60 }), fc.nat({ max: 40 })), {
        minLength: 1,
        maxLength: 4,
      }),
      width: fc.constantFrom(20, 40, 200),
      to: fc.constantFrom(600, 1000),
      running: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (steps) => {
        const thinner = createThinner();
        let lists: Span[][] = [];
        for (const st of steps) {
          lists = st.lists.map(([stay, added], k) => [
            ...(lists[k] ?? []).slice(0, stay),
            ...list(k * 2, added, stay * 7),
          ]);
          const spans = lists.flat();
          const range = { from: 0, to: st.to };
          const got = thinner(
            spans,
            lists.map((l) => l.length),
            range,
            st.width,
            st.running,
          );
          const whole = thinSpans(spans, range, st.width, shownIn(range, st.running));
          expect(canonical(got)).toEqual(canonical(whole));
        }
      }),
      { numRuns: 300 },
    );
  });
});
