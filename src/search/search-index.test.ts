import { describe, expect, it } from 'vitest';
import { nestedChildren } from '../../test/cases/nested-children';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { traceOf } from '../../test/support/test-trace';
import { run } from '../../test/support/trace';
import { createIndexFeed } from './index-feed';
import { matchAt, stepMatch } from './match-at';
import { compileQuery } from './matcher';
import { SEARCH_PARTS } from './item-text';
import {
  EMPTY_RESULT,
  resultBuffers,
  SearchIndex,
  TOO_SLOW,
  type SearchResult,
} from './search-index';
import type { TraceState } from '../store/model';
import { applyInputs } from '../store/reducer';

const { begin, call, end, event, output, text, thinking } = createTraceBuilder();

const matcherOf = (text: string, regex = false) => {
  const c = compileQuery({ text, caseSensitive: false, regex });
  if (!c?.ok) throw new Error('invalid');
  return c.matcher;
};

/** The result of a search expected to finish within its budget. */
function found(index: SearchIndex, text: string): SearchResult {
  const r = index.search(matcherOf(text));
  if (r === TOO_SLOW) throw new Error('too slow');
  return r;
}

function indexOf(t: TraceState) {
  const index = new SearchIndex();
  const feed = createIndexFeed();
  const apply = (trace: TraceState) => {
    const u = feed(trace);
    if (u) index.apply(u);
  };
  apply(t);
  return { index, apply };
}

describe('search index', () => {
  it('counts text, thinking, tool names, arguments, outputs and errors', () => {
    const t = run(
      recs([
        text('user', 'Find the needle'),
        begin(),
        thinking('a needle in thought'),
        call('c1', 'needle_tool', '{"q":"needle"}'),
        output('c1', 'needle\nneedle'),
        end('failed', { error_message: 'needle not found' }),
        event({
          type: 'mcp_connect_end',
          status: 'failed',
          results: [
            {
              server: 'fs',
              transport: 'stdio',
              status: 'failed',
              duration_ms: 5,
              error: 'needle?',
            },
          ],
        }),
        event({ type: 'abort', reason: 'the needle broke' }),
        event({
          type: 'compaction_begin',
          reason: 'manual',
          mode: 'summarize',
          context: 1,
          turns: 2,
        }),
      ]),
    );
    const r = found(indexOf(t).index, 'NEEDLE');
    expect(r.total).toBe(9);
    expect([...r.parts].map((p) => SEARCH_PARTS[p])).toEqual([
      'text',
      'thinking',
      'name',
      'args',
      'output',
      'error',
      'error',
      'error',
    ]);
  });

  it('finds matches in child sessions, in the order rows draw them', () => {
    const t = traceOf(nestedChildren());
    const { index } = indexOf(t);
    const r = found(index, 'alpha');
    const texts = [...r.itemIds].map((id) => {
      const it = t.items.get(id);
      return it?.kind === 'message'
        ? it.content
        : it?.kind === 'tool'
          ? it.args + it.outputText
          : '';
    });
    // Rows draw a child where it was spawned: the grandchild's text comes after the call that
    // spawned it and before the rest of child A.
    const at = (s: string) => texts.findIndex((x) => x.includes(s));
    expect(at('DEEP: dig into alpha')).toBeGreaterThan(at('deeper alpha'));
    expect(at('DEEP: dig into alpha')).toBeLessThan(at('Alpha child done.'));
    expect(at('TOPIC_A')).toBeLessThan(at('deeper alpha'));
    expect(r.total).toBeGreaterThanOrEqual(6);
  });

  it('counts only what changed when the trace grows', () => {
    const first = run(recs([text('user', 'one match')]));
    const { index, apply } = indexOf(first);
    expect(found(index, 'match').total).toBe(1);
    const grown = run(recs([text('user', 'one match'), text('assistant', 'match match')]));
    apply(grown);
    expect(found(index, 'match').total).toBe(3);
  });

  it('counts ahead all but the items held back, and the search then counts only those', () => {
    const t = run(
      recs([text('user', 'a match'), text('assistant', 'match match'), text('user', 'x')]),
    );
    const whole = found(indexOf(t).index, 'match');
    const held = [...t.items].find((it) => it.kind === 'message' && it.content === 'a match');
    const { index } = indexOf(t);
    const matcher = matcherOf('match');
    const counted: string[] = [];
    const spy = { ...matcher, count: (s: string) => (counted.push(s), matcher.count(s)) };
    index.countAhead(spy, (id) => id === held?.id);
    expect(counted).toContain('match match');
    expect(counted).not.toContain('a match');
    counted.length = 0;
    expect(index.search(spy)).toEqual(whole);
    expect(counted).toEqual(['a match']);
  });

  it('feeds a large trace in parts when given a budget, and then nothing more', () => {
    const t = run(recs([text('user', 'a match'), text('assistant', 'match'), text('user', 'x')]));
    const feed = createIndexFeed();
    const index = new SearchIndex();
    const parts = [];
    for (let u = feed(t, 2); u; u = feed(t, 2)) {
      parts.push(u.more);
      index.apply(u);
    }
    expect(parts).toEqual([true, false]);
    expect(found(index, 'match').total).toBe(2);
  });

  it('after an ended trace, lets its rows go and sends the whole order if it grows anyway', () => {
    const t = applyInputs(run(recs([text('user', 'a match'), text('assistant', 'x')])), [
      { kind: 'end' },
    ]);
    const feed = createIndexFeed();
    const index = new SearchIndex();
    const first = feed(t);
    expect(first?.order).toHaveLength(2);
    if (first) index.apply(first);
    expect(feed(t)).toBeNull();
    const grown = applyInputs(t, recs([text('user', 'one more match')]));
    const update = feed(grown);
    if (!update) throw new Error('no update');
    expect(update.orderTail).toBeUndefined();
    expect(update.order).toHaveLength(3);
    index.apply(update);
    expect([...found(index, 'match').itemIds]).toEqual([
      ...found(indexOf(grown).index, 'match').itemIds,
    ]);
  });

  it('on a live update reads only the items of the chunks the update wrote, not every item', () => {
    let t = run(recs(Array.from({ length: 20_000 }, (_, i) => text('user', `line ${i}`))));
    const feed = createIndexFeed();
    feed(t);
    t = applyInputs(t, recs([text('assistant', 'one more')]));
    const items = t.items;
    let reads = 0;
    const get = items.get.bind(items);
    items.get = (i) => ((reads += 1), get(i));
    expect(feed(t)?.entries.map(([, f]) => f[0]?.text)).toEqual(['one more']);
    expect(reads).toBeLessThan(100);
  });

  it('fed record by record, ends with the same matches in the same order as fed at once', () => {
    const records = nestedChildren().records;
    let t = run([]);
    const live = indexOf(t);
    for (const envelope of records) {
      t = applyInputs(t, [{ kind: 'record', envelope }]);
      live.apply(t);
    }
    const once = found(indexOf(t).index, 'a');
    const grown = found(live.index, 'a');
    expect(once.total).toBeGreaterThan(20);
    expect([...grown.itemIds]).toEqual([...once.itemIds]);
    expect(grown.counts).toEqual(once.counts);
  });

  it('names the item, part and place in the part of match k', () => {
    const t = run(recs([text('user', 'x'), call('c1', 'x', '{"x":1}'), output('c1', 'x x')]));
    const r = found(indexOf(t).index, 'x');
    expect(r.total).toBe(5);
    expect(matchAt(r, 0)).toMatchObject({ part: 'text', inPart: 0 });
    expect(matchAt(r, 1)).toMatchObject({ part: 'name', inPart: 0 });
    expect(matchAt(r, 4)).toMatchObject({ part: 'output', inPart: 1 });
    expect(matchAt(r, 5)).toBeUndefined();
  });

  it('stops at an item that takes longer than its budget, and says so', () => {
    const t = run(recs([text('user', 'fast'), text('assistant', 'slow'), text('user', 'fast')]));
    const { index } = indexOf(t);
    // A clock on which counting "slow" takes a second.
    let at = 0;
    const matcher = matcherOf('s');
    const slowOnce = { ...matcher, count: (s: string) => ((at += s === 'slow' ? 1000 : 1), 1) };
    const counted: number[] = [];
    const watch = { now: () => at, counted: () => counted.push(at) };
    expect(index.search(slowOnce, watch)).toBe(TOO_SLOW);
    expect(counted).toHaveLength(1);
    // Overruns short of the tries (the thread waited for a core) are timed again, and pass.
    let stalls = 2;
    const stallOnce = {
      ...matcher,
      count: () => ((at += stalls > 0 ? 1000 : 1), (stalls -= 1), 1),
    };
    expect(index.search(stallOnce, { now: () => at })).toMatchObject({ total: 3 });
    // Within budget the same search counts every item.
    const quick = { ...matcher, count: () => ((at += 1), 1) };
    expect(index.search(quick, { now: () => at })).toMatchObject({ total: 3 });
  });

  it('counts a pattern that backtracks for hours in the browser, in linear time', () => {
    const t = run(recs([text('user', 'a'.repeat(40) + 'b'), text('user', 'aaaa')]));
    const r = indexOf(t).index.search(matcherOf('(a+)+$', true));
    expect(r).toMatchObject({ total: 1 });
  });

  it('answers in typed arrays whose buffers move to the page whole', () => {
    const t = run(recs([text('user', 'find me'), thinking('find and find')]));
    const r = found(indexOf(t).index, 'find');
    const moved = structuredClone(r, { transfer: resultBuffers(r) });
    expect(moved.total).toBe(3);
    expect([...moved.counts]).toEqual([1, 2]);
    expect(matchAt(moved, 2)).toMatchObject({ part: 'thinking', inPart: 1 });
    // Moved, not copied: the worker's arrays are gone.
    expect(r.itemIds.length + r.parts.length + r.counts.length).toBe(0);
    // The shared empty answer never moves: the next empty search still has it.
    expect(resultBuffers(EMPTY_RESULT)).toEqual([]);
  });

  it('steps forward and back, wrapping around', () => {
    expect(stepMatch(3, null, false)).toBe(0);
    expect(stepMatch(3, null, true)).toBe(2);
    expect(stepMatch(3, 2, false)).toBe(0);
    expect(stepMatch(3, 0, true)).toBe(2);
    expect(stepMatch(0, null, false)).toBeNull();
  });
});
