// The sums agree: a session is the sum of its requests, a tree its own plus its children, and the
// outline's turns, tasks and child entries add up to the summary bar's figure.
import { describe, expect, it } from 'vitest';
import { referenceTraces } from '../../test/support/reference-trace';
import { CHILD_ID } from '../../test/support/fixtures';
import { createOutlineBuilder, type OutlineEntry } from '../store/outline/outline';
import { generateTrace } from '../../test/support/generate-trace';
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
import type { TraceInput, TraceState } from '../store/model';
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

/** Every task's spend as carried from version to version, against its entries summed afresh. */
function checkTasks(inputs: readonly TraceInput[], batch: number, table: PriceTable): number {
  const build = createOutlineBuilder();
  let s: TraceState = initialTraceState();
  let checked = 0;
  for (let i = 0; i < inputs.length; i += batch) {
    s = applyInputs(s, inputs.slice(i, i + batch));
    const entries = build(s, '');
    entries.forEach((e, index) => {
      if (e.kind !== 'task') return;
      const next = entries.findIndex((x, j) => j > index && x.kind === 'task');
      const own = entries.slice(index + 1, next < 0 ? undefined : next);
      close(taskSpend(s, table, entries, index), sum(own.map((x) => entrySpend(s, table, x))));
      checked += 1;
    });
  }
  return checked;
}

const records = (lines: readonly string[]): TraceInput[] =>
  lines.map((l) => ({ kind: 'record', envelope: JSON.parse(l) as never }));

describe('task spends carried across versions', () => {
  it('equal their entries summed afresh on every version of a long generated task', () => {
    const lines = generateTrace(3000, 5).lines;
    const priced: PriceTable = {
      'gen-large': { input: 3, cache_read: 0.3, cache_write: 3.75, output: 15 },
    };
    expect(checkTasks(records(lines), 37, priced)).toBeGreaterThan(50);
  });

  it('equal them on the live capture (turns, a compaction, a child among them)', () => {
    const { items } = parseSse('stream.sse', readFixture(SESSION_A + 'stream.sse'));
    const inputs = items.flatMap((i): TraceInput[] =>
      i.kind === 'record' ? [{ kind: 'record', envelope: i.envelope }] : [],
    );
    expect(checkTasks(inputs, 5, FAKE)).toBeGreaterThan(10);
  });

  it('follow a new model for the session: requests before it keep the price of theirs', () => {
    const lines = generateTrace(600, 5).lines;
    const meta = JSON.parse(lines[0] as string) as { payload: { model_id: string } };
    meta.payload.model_id = 'fake-model';
    const inputs = [...records(lines), ...records([JSON.stringify(meta)])];
    const table: PriceTable = {
      ...FAKE,
      'gen-large': { input: 1, cache_read: 0, cache_write: 0, output: 1 },
    };
    const build = createOutlineBuilder();
    const before = applyInputs(initialTraceState(), inputs.slice(0, -1));
    const after = applyInputs(before, inputs.slice(-1));
    const cost = (t: TraceState, entries: readonly OutlineEntry[]) =>
      taskSpend(t, table, entries, 0).cost;
    const was = cost(before, build(before, ''));
    const entries = build(after, '');
    // A new context's session_meta names the model of the requests after it (none here).
    expect(cost(after, entries)).toBeCloseTo(was, 9);
    close(
      taskSpend(after, table, entries, 0),
      sum(entries.slice(1).map((x) => entrySpend(after, table, x))),
    );
  });

  it('follow a change to a settled turn’s request (not one the protocol makes today)', () => {
    const t = applyInputs(initialTraceState(), records(generateTrace(600, 5).lines));
    const entries = createOutlineBuilder()(t, '');
    const before = taskSpend(t, FAKE, entries, 0);
    const first = entries.find((e) => e.kind === 'turn');
    const r = first?.kind === 'turn' ? t.requests.get(first.request) : undefined;
    if (!r?.usage) throw new Error('the first turn has usage');
    const edit = t.requests.edit();
    edit.set(r.id, { ...r, usage: { ...r.usage, output: r.usage.output + 1000 } });
    const changed: TraceState = { ...t, requests: edit.done() };
    const after = taskSpend(changed, FAKE, entries, 0);
    expect(after.tokens.output).toBe(before.tokens.output + 1000);
  });
});

describe('a task asked first over the outline of an older version', () => {
  // A row's selector runs with the store's newest trace before its parent hands it that trace's
  // outline: the task was summed over the older outline, then asked again over the current one.
  it('is summed over the outline it is asked with', () => {
    const { items } = parseSse('stream.sse', readFixture(SESSION_A + 'stream.sse'));
    const inputs = items.flatMap((i): TraceInput[] =>
      i.kind === 'record' ? [{ kind: 'record', envelope: i.envelope }] : [],
    );
    const build = createOutlineBuilder();
    const early = applyInputs(initialTraceState(), inputs.slice(0, 40));
    const older = build(early, '');
    const t = applyInputs(early, inputs.slice(40));
    taskSpend(t, FAKE, older, 0);
    const entries = build(t, '');
    const next = entries.findIndex((e, i) => i > 0 && e.kind === 'task');
    const own = entries.slice(1, next < 0 ? undefined : next);
    expect(own.length).toBeGreaterThan(older.length - 1);
    close(taskSpend(t, FAKE, entries, 0), sum(own.map((e) => entrySpend(t, FAKE, e))));
  });
});

describe('a session that switches models across its contexts', () => {
  it('prices each request at the model of its own context', () => {
    const usage = (total: number, output: number) => ({
      cache_read: 0,
      cache_write: 0,
      output,
      total,
    });
    const meta = (model: string) => ({
      timestamp: '2026-12-03T10:00:00.000Z',
      type: 'session_meta',
      payload: { session_id: 's-1', provider: 'p', model_id: model, model_context_window: 1000 },
    });
    const ev = (payload: object) => ({
      timestamp: '2026-12-03T10:00:01.000Z',
      type: 'event_msg',
      payload,
    });
    const turn = (total: number, output: number) => [
      ev({ type: 'request_begin' }),
      ev({ type: 'token_usage', session: usage(total, output), request: usage(total, output) }),
      ev({ type: 'request_end', status: 'completed' }),
    ];
    const lines = [
      meta('model-a'),
      ...turn(1_000_000, 0),
      meta('model-b'),
      ...turn(1_000_000, 0),
    ].map((r) => JSON.stringify(r));
    const table: PriceTable = {
      'model-a': { input: 1, cache_read: 0, cache_write: 0, output: 0 },
      'model-b': { input: 10, cache_read: 0, cache_write: 0, output: 0 },
    };
    const t = applyInputs(initialTraceState(), records(lines));
    expect(treeSpend(t, table, '').cost).toBeCloseTo(11, 9);
    const entries = createOutlineBuilder()(t, '');
    const turns = entries.filter((e) => e.kind === 'turn').map((e) => entrySpend(t, table, e).cost);
    expect(turns).toEqual([1, 10]);
  });
});
