import { describe, expect, it } from 'vitest';
import { nestedChildren } from '../../test/cases/nested-children';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { traceOf } from '../../test/support/test-trace';
import { run } from '../../test/support/trace';
import { createIndexFeed } from './index-feed';
import { matchAt, stepMatch } from './match-at';
import { compileQuery } from './matcher';
import { SearchIndex } from './search-index';
import type { TraceState } from '../store/model';
import { applyInputs } from '../store/reducer';

const { begin, call, end, event, output, text, thinking } = createTraceBuilder();

const regexOf = (text: string) => {
  const c = compileQuery({ text, caseSensitive: false, regex: false });
  if (!c?.ok) throw new Error('invalid');
  return c.regex;
};

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
    const r = indexOf(t).index.search(regexOf('NEEDLE'));
    expect(r.total).toBe(9);
    expect(r.parts).toEqual([
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
    const r = index.search(regexOf('alpha'));
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
    expect(index.search(regexOf('match')).total).toBe(1);
    const grown = run(recs([text('user', 'one match'), text('assistant', 'match match')]));
    apply(grown);
    expect(index.search(regexOf('match')).total).toBe(3);
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
    expect(index.search(regexOf('match')).total).toBe(2);
  });

  it('fed record by record, ends with the same matches in the same order as fed at once', () => {
    const records = nestedChildren().records;
    let t = run([]);
    const live = indexOf(t);
    for (const envelope of records) {
      t = applyInputs(t, [{ kind: 'record', envelope }]);
      live.apply(t);
    }
    const once = indexOf(t).index.search(regexOf('a'));
    const grown = live.index.search(regexOf('a'));
    expect(once.total).toBeGreaterThan(20);
    expect([...grown.itemIds]).toEqual([...once.itemIds]);
    expect(grown.counts).toEqual(once.counts);
  });

  it('names the item, part and place in the item of match k', () => {
    const t = run(recs([text('user', 'x'), call('c1', 'x', '{"x":1}'), output('c1', 'x x')]));
    const r = indexOf(t).index.search(regexOf('x'));
    expect(r.total).toBe(5);
    expect(matchAt(r, 0)).toMatchObject({ part: 'text', inItem: 0 });
    expect(matchAt(r, 1)).toMatchObject({ part: 'name', inItem: 0 });
    expect(matchAt(r, 4)).toMatchObject({ part: 'output', inItem: 3 });
    expect(matchAt(r, 5)).toBeUndefined();
  });

  it('steps forward and back, wrapping around', () => {
    expect(stepMatch(3, null, false)).toBe(0);
    expect(stepMatch(3, null, true)).toBe(2);
    expect(stepMatch(3, 2, false)).toBe(0);
    expect(stepMatch(3, 0, true)).toBe(2);
    expect(stepMatch(0, null, false)).toBeNull();
  });
});
