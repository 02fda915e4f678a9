// The trace held in a worker (docs/architecture.md, stage 3), both sides over a real
// MessageChannel, against the in-page path on the reference session: every view's answer, every
// query's, the rows and the filter counts must be the page's own, as the trace grows and as the
// reader changes what is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHILD_ID, readFixture, SESSION_A, TRACE_FILES } from '../../test/support/fixtures';
import { askings } from '../../test/support/view-askings';
import { batchInputs } from '../ingest/batch-inputs';
import { withOrigin } from '../ingest/file-set';
import { parseJsonl } from '../ingest/parse-jsonl';
import { createJobRunner } from '../ingest/parse-job';
import { encodeRecords } from '../ingest/wire-records';
import type { FeedBatch, WorkerResponse } from '../ingest/worker-protocol';
import { referenceStreamInputs, referenceTraceInputs } from '../../test/support/reference-trace';
import {
  askView,
  TRACE_QUERIES,
  type TraceQuestion,
  type TraceViewArgs,
} from '../docs/trace-views';
import { NO_FILTERS, toggleFilter } from '../store/filters/filter-state';
import type { TraceInput } from '../store/model';
import { PVec } from '../store/pvec';
import { createOutlineBuilder } from '../store/outline/outline';
import { rowsSourceOf } from '../store/rows-source';
import { createTimeline } from '../timeline/timeline';
import type { RemoteTimeline } from '../docs/trace-remote';
import { createThinner, type ThinSpans } from '../timeline/thin';
import { drawnIn, withoutSettled, type TrackView } from '../timeline/thinned';
import type { Timed } from '../timeline/timeline-source';
import { createTraceStore, type TraceStore } from '../store/trace-store';
import { createViewStore, type ViewState, type ViewStore } from '../store/view-store';
import type { PageMessage, WorkerMessage } from './protocol';
import { createTraceClient, type TraceClient } from './trace-client';
import { serveTrace } from './trace-host';
import { BY_HAND, portOf } from '../../test/support/trace-worker-ports';

interface Pair {
  client: TraceClient;
  /** The page's own store and view, fed the same. */
  local: TraceStore;
  localView: ViewStore;
  remoteView: ViewStore;
  feed(inputs: readonly TraceInput[]): Promise<void>;
}

const open: TraceClient[] = [];
afterEach(() => open.splice(0).forEach((c) => c.dispose()));

function pair(): Pair {
  const channel = new MessageChannel();
  serveTrace(portOf<PageMessage, WorkerMessage>(channel.port1), BY_HAND);
  const remoteView = createViewStore();
  const client = createTraceClient(
    portOf<WorkerMessage, PageMessage>(channel.port2),
    remoteView,
    () => {
      channel.port1.close();
      channel.port2.close();
    },
  );
  open.push(client);
  const local = createTraceStore(BY_HAND);
  const localView = createViewStore();
  // Followed, as the list follows them: rows and counts are kept between batches.
  client.rows.subscribe(() => {});
  rowsSourceOf(local, localView).subscribe(() => {});
  return {
    client,
    local,
    localView,
    remoteView,
    async feed(inputs) {
      local.getState().enqueue(inputs);
      local.getState().flush();
      client.enqueue(inputs);
      client.flush();
      await settled(client);
    },
  };
}

const settled = (client: TraceClient) => client.settled();

/** The page's own timeline measures, for its own thinning. */
const timedOf = (): Timed => ({
  timeline: createTimeline(),
  thinner: createThinner(),
  lastMs: 0,
  lastAt: 0,
});

/** Bars and blocks in one order: a thinner answers in the order its history sorted them. */
const ordered = (thin: ThinSpans | undefined) =>
  thin && {
    spans: [...thin.spans].sort((a, b) => a.id.localeCompare(b.id)),
    clusters: [...thin.clusters].sort((a, b) => a.key.localeCompare(b.key)),
  };

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function expectSameRows({ client, local, localView }: Pair) {
  const mine = rowsSourceOf(local, localView);
  expect(client.rows.rows().toArray()).toEqual(mine.rows().toArray());
  expect(client.rows.filterIndex().counts).toEqual(mine.filterIndex().counts);
}

/** Follows every view with every argument list of `askings`, and checks each answer. */
async function expectSameAnswers(p: Pair) {
  const t = p.local.getState().trace;
  const asked = askings(t);
  const followed: { name: TraceQuestion; args: unknown[]; stop(): void }[] = [];
  for (const name of Object.keys(asked) as TraceQuestion[]) {
    if (name in TRACE_QUERIES) continue;
    for (const args of asked[name] as unknown[][]) {
      const stop = p.client.view(name, args).subscribe(() => {});
      followed.push({ name, args, stop });
    }
  }
  await settled(p.client);
  let compared = 0;
  for (const { name, args, stop } of followed) {
    const mine = askView(t, name, args as TraceViewArgs<typeof name>);
    stop();
    // A list read by window stays on the worker (the problems are asked by window instead).
    if (mine instanceof PVec) continue;
    expect(p.client.view(name, args).get(), `${name}(${JSON.stringify(args)})`).toEqual(mine);
    compared++;
  }
  for (const name of Object.keys(TRACE_QUERIES) as TraceQuestion[])
    for (const args of asked[name] as unknown[][]) {
      const mine = askView(t, name, args as TraceViewArgs<typeof name>);
      expect(await p.client.ask(name, args), `${name}(${JSON.stringify(args)})`).toEqual(mine);
      compared++;
    }
  return compared;
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

describe('the trace held in a worker, over a MessageChannel', () => {
  for (const [what, inputs] of [
    ['Trace files', referenceTraceInputs],
    ['live capture', referenceStreamInputs],
  ] as const)
    it(`gives the page's rows, counts and answers on the reference ${what}, batch by batch`, async () => {
      const p = pair();
      for (const chunk of chunks(inputs(), 7)) {
        await p.feed(chunk);
        expectSameRows(p);
      }
      await p.feed([{ kind: 'end' }]);
      expectSameRows(p);
      expect(await expectSameAnswers(p)).toBeGreaterThan(1000);
    });

  it("sends the outline of every session as changes, the page's own entries batch by batch", async () => {
    const whole = createTraceStore(BY_HAND);
    whole.getState().enqueue(referenceTraceInputs());
    whole.getState().flush();
    const roots = [...whole.getState().trace.sessions.keys()];
    expect(roots.length).toBeGreaterThan(1);
    const p = pair();
    const mine = roots.map(() => createOutlineBuilder());
    const lists = roots.map((root) => p.client.list('outline', [root]));
    const stops = lists.map((l) => l.subscribe(() => {}));
    const expectSameOutlines = () =>
      roots.forEach((root, i) =>
        expect(lists[i]?.get(), `outline of "${root}"`).toEqual(
          mine[i]?.(p.local.getState().trace, root),
        ),
      );
    let grown = 0;
    for (const chunk of chunks(referenceTraceInputs(), 7)) {
      const before = lists[0]?.get();
      await p.feed(chunk);
      expectSameOutlines();
      if (lists[0]?.get() !== before) grown++;
    }
    await p.feed([{ kind: 'end' }]);
    expectSameOutlines();
    expect(grown).toBeGreaterThan(3);
    expect((lists[0]?.get() as unknown[]).length).toBeGreaterThan(5);
    expect(lists.every((l) => (l.get() as unknown[]).length > 0)).toBe(true);
    // A task's cost is summed over the worker's own outline, as the page sums it over its copy.
    const table = { 'fake-model': { input: 3, cache_read: 0.3, cache_write: 3.75, output: 15 } };
    let priced = 0;
    for (const [i, root] of roots.entries()) {
      const entries = mine[i]?.(p.local.getState().trace, root) ?? [];
      for (const [index, entry] of entries.entries()) {
        if (entry.kind !== 'task') continue;
        const page = askView(p.local.getState().trace, 'taskSpend', [table, entries, index]);
        expect(await p.client.ask('outlineTaskSpend', [table, root, entry.item])).toEqual(page);
        if (page.cost > 0) priced++;
      }
    }
    expect(priced).toBeGreaterThan(1);
    // Followed again after its reader let go: sent anew, whole, under a key of its own.
    stops[0]?.();
    const stop = lists[0]?.subscribe(() => {});
    await settled(p.client);
    expectSameOutlines();
    stop?.();
  });

  it("lays the timeline out in the worker: the page's own tasks and shown layout, batch by batch", async () => {
    for (const inputs of [referenceTraceInputs, referenceStreamInputs]) {
      const p = pair();
      // The page's own timeline of the same trace, unpaced: the worker's catches up to it at its
      // pace (at once while layouts are quick, later on a loaded machine).
      const mine = createTimeline();
      const followed = [null, 0].map((task) => ({ task, view: p.client.timeline(task) }));
      followed.forEach(({ view }) => view.subscribe(() => {}));
      const expectSameTimeline = () => {
        const t = p.local.getState().trace;
        const tasks = mine.tasks(t);
        for (const { task, view } of followed) {
          const index = task !== null && task < tasks.length ? task : tasks.length - 1;
          const layout = mine.layout(t, index);
          // The settled spans stay in the worker: only those the track draws cross.
          expect(view.get(), `task ${task}`).toEqual({
            tasks,
            index,
            layout: layout && withoutSettled(layout),
            spans: layout?.spans.length ?? 0,
            drawn: undefined,
          });
        }
      };
      const caughtUp = () => vi.waitFor(expectSameTimeline, { timeout: 10_000, interval: 5 });
      for (const chunk of chunks(inputs(), 7)) {
        await p.feed(chunk);
        await caughtUp();
      }
      await p.feed([{ kind: 'end' }]);
      await caughtUp();
      const spans = followed.map(({ view }) => (view.get() as RemoteTimeline).spans);
      expect(spans.reduce((a = 0, n = 0) => a + n, 0)).toBeGreaterThan(10);
    }
  });

  it("sends only the bars the track draws, the page's own thinning of the same layout, view by view", async () => {
    const p = pair();
    const view = p.client.timeline(0);
    const seen: RemoteTimeline[] = [];
    view.subscribe(() => seen.push(view.get() as RemoteTimeline));
    await p.feed(referenceTraceInputs());
    await p.feed([{ kind: 'end' }]);
    const t = p.local.getState().trace;
    const mine = createTimeline();
    // The first task: its 28 spans outnumber a narrow track's columns.
    const layout = mine.layout(t, 0);
    if (!layout) throw new Error('the reference trace has a task');
    await vi.waitFor(() => expect((view.get() as RemoteTimeline).spans).toBe(layout.spans.length));
    const { start, end } = layout;
    const half = (end - start) / 2;
    const views: TrackView[] = [
      {
        shown: { from: start, to: end },
        width: 1200,
        running: false,
        lanes: { first: 0, last: 40 },
      },
      // Narrow: more spans than columns, so blocks are merged.
      { shown: { from: start, to: end }, width: 20, running: false, lanes: { first: 0, last: 40 } },
      {
        shown: { from: start, to: start + half },
        width: 20,
        running: false,
        lanes: { first: 0, last: 40 },
      },
      {
        shown: { from: start + half / 2, to: end },
        width: 16,
        running: true,
        lanes: { first: 1, last: 3 },
      },
      { shown: { from: start, to: end }, width: 12, running: false, lanes: { first: 0, last: 0 } },
    ];
    const pageTimed = timedOf();
    const merged = views.map((v) => drawnIn(pageTimed, layout, v));
    expect(
      merged.some((d) => d.clusters.length > 0),
      'some view merges blocks',
    ).toBe(true);
    for (const [i, v] of views.entries()) {
      p.client.timelineTrack(0, v);
      await vi.waitFor(() =>
        expect(ordered((view.get() as RemoteTimeline).drawn), `view ${i}`).toEqual(
          ordered(merged[i]),
        ),
      );
    }
    // Asked one view after another at once: the bars of the first, answered first, are dropped.
    const [wide, narrow] = [views[0], views[1]] as [TrackView, TrackView];
    seen.length = 0;
    p.client.timelineTrack(0, wide);
    p.client.timelineTrack(0, narrow);
    await settled(p.client);
    expect(ordered((view.get() as RemoteTimeline).drawn)).toEqual(ordered(merged[1]));
    const wideBars = ordered(merged[0]);
    expect(seen.some((s) => isEqual(ordered(s.drawn), wideBars))).toBe(false);
  });

  it('reads the problems by window and their tally as the page does, batch by batch', async () => {
    let found = 0;
    for (const inputs of [referenceTraceInputs, referenceStreamInputs]) {
      const p = pair();
      const asked = [
        ['violationTally', []],
        ['violationsWindow', [0, 500]],
        ['violationsWindow', [1, 3]],
      ] as const;
      const views = asked.map(([name, args]) => p.client.view(name, args));
      views.forEach((v) => v.subscribe(() => {}));
      const expectSameProblems = () =>
        asked.forEach(([name, args], i) =>
          expect(views[i]?.get(), `${name}(${args.join(', ')})`).toEqual(
            askView(p.local.getState().trace, name, args as TraceViewArgs<typeof name>),
          ),
        );
      for (const chunk of chunks(inputs(), 5)) {
        await p.feed(chunk);
        expectSameProblems();
      }
      await p.feed([{ kind: 'end' }]);
      expectSameProblems();
      found += p.local.getState().trace.violations.size;
    }
    expect(found).toBeGreaterThan(0);
  });

  it("applies a load's records as the parse worker posts them to its feed, the page told only how many", async () => {
    const p = pair();
    const feed = new MessageChannel();
    const told: WorkerResponse[] = [];
    let ended: () => void = () => undefined;
    const run = createJobRunner((m) => {
      told.push(m);
      if (m.type !== 'batch') ended();
    });
    let jobId = 0;
    let read = 0;
    for (const name of TRACE_FILES) {
      const origin = name.startsWith(CHILD_ID) ? [CHILD_ID] : [];
      const text = readFixture(SESSION_A + name);
      const { records } = parseJsonl(name, text);
      const stamped = records.map((r) => ({ ...r, envelope: withOrigin(r.envelope, origin) }));
      p.local.getState().enqueue(batchInputs({ records: stamped }));
      read += records.length;
      const done = new Promise<void>((resolve) => (ended = resolve));
      run({
        type: 'parse',
        jobId: ++jobId,
        fileIndex: jobId - 1,
        name,
        source: { kind: 'file', file: new File([text], name) },
        origin,
        maxLineLength: 1 << 26,
        // One feed for the document: the first file hands the port over, the others name it.
        feed: jobId === 1 ? { id: 1, port: feed.port1 } : { id: 1 },
      });
      await done;
    }
    const batches = told.flatMap((m) => (m.type === 'batch' ? [m] : []));
    // The page is told how many records, and which children they point to, but not the records.
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.filter((b) => 'records' in b || 'placed' in b)).toEqual([]);
    expect(batches.reduce((n, b) => n + b.count, 0)).toBe(read);
    expect(batches.flatMap((b) => b.pointers)).toContain(CHILD_ID);
    p.local.getState().enqueue([{ kind: 'end' }]);
    p.local.getState().flush();
    // The load's end is posted before the worker hears a batch of its feed (the page hears of a
    // batch after it went there, but two ports keep no order between them): the end still
    // follows the records.
    p.client.endFeed(batches.length);
    p.client.enqueue([{ kind: 'end' }]);
    p.client.flush();
    const applied = p.client.settled();
    p.client.feed(feed.port2);
    expect(await applied).toBe(p.local.getState().trace.records);
    expectSameRows(p);
    feed.port1.close();
  });

  it('leaves out what a cancelled load fed after the batches the page heard of', async () => {
    const p = pair();
    const feed = new MessageChannel();
    const [first] = TRACE_FILES;
    const { records } = parseJsonl(first, readFixture(SESSION_A + first));
    const [heard, after] = [records.slice(0, 20), records.slice(20)];
    // The page heard of one batch when it cancelled; the parse worker had sent a second.
    p.client.endFeed(1);
    p.client.flush();
    const applied = p.client.settled();
    for (const batch of [heard, after]) {
      const fed: FeedBatch = { records: encodeRecords(batch, []).records };
      feed.port1.postMessage(fed);
    }
    p.client.feed(feed.port2);
    p.local.getState().enqueue(batchInputs({ records: heard }));
    p.local.getState().flush();
    expect(await applied).toBe(20);
    // Nor taken later: the load reads done with what it held.
    p.client.flush();
    expect(await p.client.settled()).toBe(20);
    expectSameRows(p);
    feed.port1.close();
  });

  it('says the worker failed when a batch of its feed cannot be read', async () => {
    const p = pair();
    const feed = new MessageChannel();
    const heard: string[] = [];
    p.client.onCrash((e) => heard.push(e.message));
    p.client.feed(feed.port2);
    const batch: FeedBatch = {
      records: { file: 'a.jsonl', json: '[{', lines: new Int32Array(1), known: new Uint8Array(1) },
    };
    feed.port1.postMessage(batch);
    p.client.endFeed(1);
    await expect(p.client.settled()).rejects.toThrow(/^trace worker failed: /);
    expect(heard).toHaveLength(1);
    feed.port1.close();
  });

  it('finds the next and previous turn, error and repeat from every row as the page does', async () => {
    const p = pair();
    await p.feed([...referenceStreamInputs(), { kind: 'end' }]);
    const mine = rowsSourceOf(p.local, p.localView);
    const length = mine.rows().length;
    let found = 0;
    for (const way of ['turnFrom', 'errorFrom', 'repeatFrom'] as const)
      for (let from = -1; from <= length; from++)
        for (const back of [false, true]) {
          const expected = mine[way](from, back);
          expect(await p.client.rows[way](from, back), `${way}(${from}, ${back})`).toBe(expected);
          if (typeof expected === 'number' && expected >= 0) found++;
        }
    expect(found).toBeGreaterThan(length);
  });

  it('follows the reader: filters, a collapsed child card and a focused child', async () => {
    const p = pair();
    await p.feed([...referenceTraceInputs(), { kind: 'end' }]);
    const child = [...p.local.getState().trace.sessions.keys()].find((k) => k !== '') ?? '';
    expect(child).not.toBe('');
    const choose = async (patch: Partial<ViewState>) => {
      p.localView.setState(patch);
      p.remoteView.setState(patch);
      await settled(p.client);
      expectSameRows(p);
    };
    await choose({ filters: toggleFilter(NO_FILTERS, 'kinds', 'thinking') });
    await choose({ filters: toggleFilter(NO_FILTERS, 'kinds', 'tools') });
    await choose({ filters: NO_FILTERS, collapsed: new Set([child]) });
    await choose({ collapsed: new Set() });
    await choose({ focus: child });
    await choose({ focus: '' });
  });

  it('posts an answer again only when it changed, and rows appended as an append', async () => {
    const p = pair();
    const all = referenceTraceInputs();
    await p.feed(all.slice(0, 40));
    const first = p.client.view('item', [0]);
    let heard = 0;
    first.subscribe(() => heard++);
    await settled(p.client);
    const answer = first.get();
    expect(answer).toEqual(askView(p.local.getState().trace, 'item', [0]));
    heard = 0;
    let appends = 0;
    for (const input of all.slice(40)) {
      const mine = rowsSourceOf(p.local, p.localView);
      const [localBefore, before] = [mine.rows(), p.client.rows.rows()];
      await p.feed([input]);
      // Where the page's own list only grew, the list from the worker grew over the same buffer
      // too (follow-scroll holds), rather than arriving as a new list.
      if (mine.rows().extends(localBefore) && mine.rows() !== localBefore) {
        appends++;
        expect(p.client.rows.rows().extends(before)).toBe(true);
      }
    }
    expect(appends).toBeGreaterThan(10);
    expectSameRows(p);
    // The session's header did not change: never posted again, never heard, the same object.
    expect(heard).toBe(0);
    expect(first.get()).toBe(answer);
  });

  it('a view dropped from the kept idle answers, followed again by a reader holding it, hears its answer', async () => {
    const p = pair();
    await p.feed([...referenceTraceInputs(), { kind: 'end' }]);
    const held = p.client.view('item', [1]);
    // Its reader let go, and more views than are kept came and went after it (a long scroll).
    held.subscribe(() => {})();
    for (let i = 0; i < 2500; i++) p.client.view('item', [100_000 + i]).subscribe(() => {})();
    const stop = held.subscribe(() => {});
    await settled(p.client);
    expect(held.get()).toEqual(askView(p.local.getState().trace, 'item', [1]));
    stop();
  });

  it('answers a view with its empty-trace answer until the worker has answered', () => {
    const p = pair();
    expect(p.client.view('item', [3]).get()).toBeUndefined();
    expect(p.client.view('sessions', []).get()).toEqual([]);
    expect(p.client.rows.rows().length).toBe(0);
  });

  it('says the worker failed when applying a batch throws, and refuses what is asked after', async () => {
    const p = pair();
    const inputs = referenceTraceInputs();
    await p.feed(inputs.slice(0, 5));
    const heard: string[] = [];
    p.client.onCrash((e) => heard.push(e.message));
    // An input the reducer cannot apply (a record without its envelope): it throws in the worker.
    p.client.enqueue([{ kind: 'record' } as unknown as TraceInput]);
    p.client.flush();
    await expect(p.client.settled()).rejects.toThrow(/^trace worker failed: .*origin/);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(/^trace worker failed: /);
    p.client.enqueue(inputs.slice(5));
    await expect(p.client.ask('records', [])).rejects.toThrow(/trace worker failed/);
  });
});
