import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { run } from '../../test/support/trace';
import { applyInputs } from './reducer';
import { createRowBuilder, itemOrder, type RowList, type RowOptions } from './rows';
import { buildStream, scenarioArb } from '../../test/support/scenario';
import type { TraceInput } from './model';
import { initialTraceState } from './reducer';

const { begin, call, end, event, fragmentsOf, meta, output, text, thinking } = createTraceBuilder();

const view = (o: Partial<RowOptions> = {}): RowOptions => ({
  collapsed: new Set(),
  internalsShown: new Set(),
  root: '',
  ...o,
});
const kinds = (rows: RowList) => rows.toArray().map((r) => `${r.kind}@${r.depth}`);

const withChild = () =>
  run(
    recs([
      meta('p'),
      call('s', 'run_subagent', '{}'),
      text('user', 'hi', { origin: ['kid'] }),
      text('assistant', 'done', { origin: ['kid'] }),
      output('s', 'ok'),
      text('assistant', 'after'),
    ]),
  );

describe('row model', () => {
  it('draws a child card right after the call that spawned it, its rows one level deeper', () => {
    expect(kinds(createRowBuilder()(withChild(), view()))).toEqual([
      'item@0',
      'item@0',
      'child@1',
      'item@1',
      'item@1',
      'item@0',
    ]);
  });

  it('a collapsed card keeps its header and hides its rows; focus draws the child alone', () => {
    const t = withChild();
    expect(kinds(createRowBuilder()(t, view({ collapsed: new Set(['kid']) })))).toEqual([
      'item@0',
      'item@0',
      'child@1',
      'item@0',
    ]);
    expect(kinds(createRowBuilder()(t, view({ root: 'kid' })))).toEqual(['item@0', 'item@0']);
  });

  it("hides a compaction's own messages behind one toggle row, keeping begin, summary and end", () => {
    const t = run(
      recs([
        event({
          type: 'compaction_begin',
          reason: 'manual',
          mode: 'summarize',
          context: 1,
          turns: 1,
        }),
        text('user', 'Summarize'),
        begin(),
        thinking('hm'),
        text('assistant', '[summary]s[/summary]'),
        end('completed'),
        event({ type: 'compaction_end', reason: 'manual', mode: 'summarize', status: 'completed' }),
      ]),
    );
    const hidden = createRowBuilder()(t, view());
    expect(kinds(hidden)).toEqual(['item@0', 'internals@0', 'item@0', 'item@0']);
    expect(hidden.at(1)).toMatchObject({ count: 4, shown: false });
    expect(createRowBuilder()(t, view({ internalsShown: new Set([0]) }))).toHaveLength(8);
  });

  it('says how each item row is drawn without its item: the keys act on the look alone', () => {
    const t = run(
      recs([
        meta('p'),
        text('user', 'Q'),
        begin(),
        thinking('hm'),
        call('c1', 'read_file', '{}'),
        output('c1', 'x'),
        end('completed'),
      ]),
    );
    const looks = createRowBuilder()(t, view())
      .toArray()
      .map((r) => (r.kind === 'item' ? r.look : r.kind));
    expect(looks).toEqual(['meta', 'text', 'event', 'thinking', 'tool', 'event']);
  });

  it('reuses the same rows while a delta only grows an item, and rebuilds when an item is added', () => {
    const build = createRowBuilder();
    const [start, d1, d2] = fragmentsOf(text('assistant', 'growing text'), [4]);
    let t = run(recs([meta('p'), start!, d1!]));
    const o = view();
    const first = build(t, o);
    t = applyInputs(t, recs([d2!]));
    expect(build(t, o)).toBe(first);
    t = applyInputs(t, recs([text('user', 'next')]));
    const second = build(t, o);
    expect(second).not.toBe(first);
    expect(second).toHaveLength(3);
    // The earlier list still shows the rows it was built with.
    expect(first).toHaveLength(2);
    expect(first.at(2)).toBeUndefined();
  });

  it('rebuilds every row for a replaced trace, even a longer one (a resync after a compaction)', () => {
    const build = createRowBuilder();
    const o = view();
    const compactionBegin = event({
      type: 'compaction_begin',
      reason: 'manual',
      mode: 'summarize',
      context: 1,
      turns: 1,
    });
    // The stream carries the compaction's begin; the history also holds its own request.
    const streamed = run(recs([text('user', 'go'), compactionBegin, text('assistant', 's')]));
    build(streamed, o);
    const history = run(
      recs([
        text('user', 'go'),
        compactionBegin,
        begin(),
        text('assistant', 's'),
        end('completed'),
      ]),
    );
    expect(build(history, o).toArray()).toEqual(createRowBuilder()(history, o).toArray());
  });

  it('rebuilds a parent when a child is placed on its call later', () => {
    const build = createRowBuilder();
    const o = view();
    let t = run(
      recs([
        call('a', 'run_subagent', '{"prompt":"A"}'),
        call('b', 'run_subagent', '{"prompt":"B"}'),
        meta('kid', { origin: ['kid'] }),
      ]),
    );
    expect(kinds(build(t, o))).toEqual(['item@0', 'item@0', 'child@1', 'item@1']);
    t = applyInputs(t, recs([text('user', 'B', { origin: ['kid'] })]));
    expect(kinds(build(t, o))).toEqual(['item@0', 'item@0', 'child@1', 'item@1', 'item@1']);
    expect(build(t, o).at(2)).toMatchObject({ kind: 'child', session: 'kid' });
  });

  it('the item order read from the sessions is the item rows with every card and internals open', () => {
    class EveryCompaction extends Set<number> {
      override has(): boolean {
        return true;
      }
    }
    const open = view({ internalsShown: new EveryCompaction() });
    const itemIds = (t: ReturnType<typeof run>) =>
      createRowBuilder()(t, open)
        .toArray()
        .flatMap((r) => (r.kind === 'item' ? [r.itemId] : []));
    // A child no call spawned (its parent's call lost) is drawn where its first record came.
    const uncalled = run(
      recs([
        meta('p'),
        text('user', 'hi'),
        text('user', 'lost', { origin: ['kid'] }),
        text('assistant', 'bye'),
      ]),
    );
    for (const t of [withChild(), uncalled]) expect([...itemOrder(t)]).toEqual(itemIds(t));
    expect(itemOrder(uncalled)).toHaveLength(uncalled.items.size);
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const t = run(buildStream(scenario).map((envelope) => ({ kind: 'record', envelope })));
        expect([...itemOrder(t)]).toEqual(itemIds(t));
      }),
      { numRuns: 200 },
    );
  });

  it('rows kept and extended frame by frame equal rows built from scratch', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const inputs = buildStream(scenario).map((envelope): TraceInput => ({
          kind: 'record',
          envelope,
        }));
        const build = createRowBuilder();
        const o = view();
        let t = initialTraceState();
        for (let i = 0; i < inputs.length; i += 3) {
          t = applyInputs(t, inputs.slice(i, i + 3));
          expect(build(t, o).toArray()).toEqual(createRowBuilder()(t, o).toArray());
        }
      }),
      { numRuns: 40 },
    );
  });
});
