// The sums agree: a session is the sum of its requests, a tree its own plus its children, and the
// outline's turns, tasks and child entries add up to the summary bar's figure.
import { describe, expect, it } from 'vitest';
import { referenceTraces } from '../../test/support/reference-trace';
import { CHILD_ID } from '../../test/support/fixtures';
import { createOutlineBuilder } from '../store/outline/outline';
import type { PriceTable } from './prices';
import {
  NO_SPEND,
  addSpend,
  requestSpend,
  sessionSpend,
  taskSpend,
  treeSpend,
  entrySpend,
  turnSpend,
  compactionSpend,
  type Spend,
} from './spend';
import { readFixture, SESSION_A } from '../../test/support/fixtures';
import { parseSse } from '../ingest/parse-sse';
import type { TraceInput } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';

const FAKE: PriceTable = {
  'fake-model': { input: 3, cache_read: 0.3, cache_write: 3.75, output: 15 },
};
const t = referenceTraces();
const child = [...t.sessions.keys()].find((k) => k.endsWith(CHILD_ID)) as string;
const sum = (xs: Spend[]) => xs.reduce(addSpend, NO_SPEND);
const close = (a: Spend, b: Spend) => {
  expect(a.tokens).toEqual(b.tokens);
  expect(a.cost).toBeCloseTo(b.cost, 12);
  expect(a.unpriced).toEqual(b.unpriced);
};

describe('spend on the reference session', () => {
  it('a session is the sum of its requests and matches the producer’s cumulative count', () => {
    for (const key of ['', child]) {
      const s = t.sessions.get(key)!;
      const own = sessionSpend(t, FAKE, key);
      close(own, sum([...s.requests].map((r) => requestSpend(t, FAKE, r))));
      expect(own.tokens.total).toBeGreaterThan(0);
      expect(own.cost).toBeGreaterThan(0);
      if (s.contexts <= 1) expect(own.tokens.total).toBe(s.tokens?.total);
    }
  });

  it('with children is its own plus each child’s tree', () => {
    const tree = treeSpend(t, FAKE, '');
    close(tree, addSpend(sessionSpend(t, FAKE, ''), treeSpend(t, FAKE, child)));
    expect(tree.tokens.total).toBeGreaterThan(sessionSpend(t, FAKE, '').tokens.total);
  });

  it('the outline’s turns and child entries, and its tasks, each add up to the tree', () => {
    const entries = createOutlineBuilder()(t, '');
    const parts = entries.map((e) => entrySpend(t, FAKE, e));
    expect(entries.some((e) => e.kind === 'compaction')).toBe(true);
    close(sum(parts), treeSpend(t, FAKE, ''));
    const tasks = entries.flatMap((e, i) =>
      e.kind === 'task' ? [taskSpend(t, FAKE, entries, i)] : [],
    );
    expect(entries[0]?.kind).toBe('task');
    close(sum(tasks), treeSpend(t, FAKE, ''));
  });

  it('an unknown model counts tokens, costs nothing and is named', () => {
    const tree = treeSpend(t, {}, '');
    expect(tree.tokens).toEqual(treeSpend(t, FAKE, '').tokens);
    expect(tree.cost).toBe(0);
    expect(tree.unpriced).toEqual(['fake-model']);
  });

  it('is memoized per trace version and table', () => {
    expect(treeSpend(t, FAKE, '')).toBe(treeSpend(t, FAKE, ''));
    expect(treeSpend(t, {}, '')).not.toBe(treeSpend(t, FAKE, ''));
  });
});

describe('entry spends kept across versions of a growing trace', () => {
  it('equal the same entries summed afresh on every version of the live capture', () => {
    const { items } = parseSse('stream.sse', readFixture(SESSION_A + 'stream.sse'));
    const inputs = items.flatMap((i): TraceInput[] =>
      i.kind === 'record' ? [{ kind: 'record', envelope: i.envelope }] : [],
    );
    const build = createOutlineBuilder();
    let s = initialTraceState();
    const seen = new Set<string>();
    for (let i = 0; i < inputs.length; i += 7) {
      s = applyInputs(s, inputs.slice(i, i + 7));
      for (const e of build(s, '')) {
        seen.add(e.kind);
        const fresh =
          e.kind === 'turn'
            ? turnSpend(s, FAKE, e.request)
            : e.kind === 'compaction'
              ? compactionSpend(s, FAKE, e.item)
              : entrySpend(s, FAKE, e);
        close(entrySpend(s, FAKE, e), fresh);
      }
    }
    expect([...seen].sort()).toEqual(['child', 'compaction', 'task', 'turn']);
  });
});
