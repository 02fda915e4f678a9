// The search of a trace held in a worker (`engine=worker`, docs/architecture.md stage 5): the trace
// worker feeds the search worker over a real MessageChannel, the page only asks the queries. On
// the reference session, every query must find what the page's own search finds: the same hits,
// item by item and part by part, and the same count, also once the trace grew after the feed.
import { afterEach, describe, expect, it } from 'vitest';
import { referenceTraceInputs } from '../../test/support/reference-trace';
import { createIndexFeed } from '../search/index-feed';
import type { SearchQuery } from '../search/matcher';
import { updateRequest } from '../search/packed-entries';
import { createSearchRunner } from '../search/search-runner';
import type { FeedUpdate, SearchRequest, SearchResponse } from '../search/worker-protocol';
import type { TraceInput } from '../store/model';
import { createTraceStore } from '../store/trace-store';
import { createViewStore } from '../store/view-store';
import type { PageMessage, WorkerMessage } from './protocol';
import { createTraceClient, type TraceClient } from './trace-client';
import { serveTrace } from './trace-host';
import { BY_HAND, portOf } from '../../test/support/trace-worker-ports';

const until = async (done: () => boolean) => {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
};

/** A search runner as the search worker runs it, and the answers it posted. */
function searchWorker() {
  const posted: SearchResponse[] = [];
  const handle = createSearchRunner((m) => posted.push(m));
  let seq = 0;
  return {
    handle,
    /** The last answer posted to the last query asked. */
    last: () => posted.filter((m) => m.seq === seq && m.type !== 'progress').at(-1),
    /** The answer to `query`, the last one posted for it once `settled` holds. */
    async ask(query: SearchQuery, settled: (answer: SearchResponse) => boolean = () => true) {
      const asked = ++seq;
      handle({ type: 'query', query, seq: asked });
      const answer = () => posted.filter((m) => m.seq === asked && m.type !== 'progress').at(-1);
      await until(() => {
        const a = answer();
        return a !== undefined && settled(a);
      });
      return answer() as SearchResponse;
    },
  };
}

const open: TraceClient[] = [];
afterEach(() => open.splice(0).forEach((c) => c.dispose()));

/** A search worker fed from `client`'s trace worker over a channel of its own. */
function connect(client: TraceClient) {
  const worker = searchWorker();
  const feed = new MessageChannel();
  /** Updates that reached the search worker through the channel. */
  const arrived: FeedUpdate[] = [];
  worker.handle({ type: 'feed', port: feed.port2 });
  const take = feed.port2.onmessage;
  feed.port2.onmessage = (e: MessageEvent<FeedUpdate>) => {
    arrived.push(e.data);
    take?.call(feed.port2, e);
  };
  client.feedSearch(feed.port1);
  /** The first update, of the trace as it is now, is in. */
  const started = client.settled().then(() => until(() => arrived.length > 0));
  return { worker, arrived, started };
}

/** The trace in a worker, its search fed worker to worker; and the page's own, fed by the page. */
function searchPair() {
  const channel = new MessageChannel();
  serveTrace(portOf<PageMessage, WorkerMessage>(channel.port1), BY_HAND);
  const client = createTraceClient(
    portOf<WorkerMessage, PageMessage>(channel.port2),
    createViewStore(),
    () => {
      channel.port1.close();
      channel.port2.close();
    },
  );
  open.push(client);
  let fed = connect(client);

  const local = createTraceStore(BY_HAND);
  const page = searchWorker();
  const pageFeed = createIndexFeed();
  return {
    get remote() {
      return fed.worker;
    },
    page,
    client,
    /** Another search worker fed instead (the last one was ended). */
    async replace() {
      fed = connect(client);
      await fed.started;
      return fed;
    },
    async add(inputs: readonly TraceInput[], feeding = true) {
      const { arrived, started } = fed;
      await started;
      local.getState().enqueue(inputs);
      local.getState().flush();
      const update = pageFeed(local.getState().trace);
      if (update) page.handle(updateRequest(update).request as SearchRequest);
      const before = arrived.length;
      client.enqueue(inputs);
      client.flush();
      await client.settled();
      // The trace worker feeds what a batch changed a little after it (batches gather).
      if (feeding) await until(() => arrived.length > before && arrived.at(-1)?.more === false);
      else await new Promise((r) => setTimeout(r, 400));
    },
  };
}

const QUERIES: SearchQuery[] = [
  { text: 'the', caseSensitive: false, regex: false },
  { text: 'The', caseSensitive: true, regex: false },
  { text: 'penguin', caseSensitive: false, regex: false },
  { text: 'error|fail', caseSensitive: false, regex: true },
  { text: '\\b[A-Z][a-z]+\\b', caseSensitive: true, regex: true },
  { text: 'no such words anywhere', caseSensitive: false, regex: false },
  { text: '([', caseSensitive: false, regex: true },
];

describe('search of a trace held in a worker, fed worker to worker', () => {
  it("finds the page's own hits and counts on the reference session, as it grows", async () => {
    const p = searchPair();
    const inputs = referenceTraceInputs();
    const half = Math.floor(inputs.length / 2);
    await p.add(inputs.slice(0, half));
    const firstHalf = await p.page.ask(QUERIES[0] as SearchQuery);
    expect(await p.remote.ask(QUERIES[0] as SearchQuery)).toEqual(firstHalf);

    await p.add([...inputs.slice(half), { kind: 'end' }]);
    let found = 0;
    for (const query of QUERIES) {
      const mine = await p.page.ask(query);
      const theirs = await p.remote.ask(query);
      expect(theirs, JSON.stringify(query)).toEqual(mine);
      if (mine.type === 'result') found += mine.result.total;
    }
    expect(found).toBeGreaterThan(50);
    // The hits of the whole trace, not of the half first fed.
    const whole = await p.page.ask(QUERIES[0] as SearchQuery);
    expect(whole.type === 'result' && firstHalf.type === 'result').toBe(true);
    if (whole.type === 'result' && firstHalf.type === 'result')
      expect(whole.result.total).toBeGreaterThan(firstHalf.result.total);
  });

  it('counts a query asked before the trace grew again once the growth is fed', async () => {
    const p = searchPair();
    const inputs = referenceTraceInputs();
    await p.add(inputs.slice(0, 10));
    const query: SearchQuery = { text: 'the', caseSensitive: false, regex: false };
    const early = await p.remote.ask(query);
    await p.add([...inputs.slice(10), { kind: 'end' }]);
    const mine = await p.page.ask(query);
    expect(mine.type === 'result' && early.type === 'result').toBe(true);
    if (mine.type !== 'result' || early.type !== 'result') return;
    expect(mine.result.total).toBeGreaterThan(early.result.total);
    // No new query: the search worker counted the last one again when the updates arrived.
    await until(() => JSON.stringify(p.remote.last()) === JSON.stringify(mine));
  });

  it('feeds a search worker started again from the whole trace, and one ended nothing', async () => {
    const p = searchPair();
    const inputs = referenceTraceInputs();
    const third = Math.floor(inputs.length / 3);
    await p.add(inputs.slice(0, third));
    const query: SearchQuery = { text: 'the', caseSensitive: false, regex: false };
    const ended = p.remote;
    const before = await ended.ask(query);
    const { arrived } = await p.replace();
    // The new one is fed what the trace holds already, the old one's port is let go.
    expect(arrived[0]?.reset).toBe(false);
    expect(await p.remote.ask(query)).toEqual(await p.page.ask(query));
    await p.add(inputs.slice(third, 2 * third));
    expect(await p.remote.ask(query)).toEqual(await p.page.ask(query));
    const unchanged = await ended.ask(query);
    expect(unchanged.type === 'result' && before.type === 'result').toBe(true);
    if (unchanged.type === 'result' && before.type === 'result')
      expect(unchanged.result).toEqual(before.result);
    // Fed none: the trace grows and the search worker hears nothing of it.
    const heard = arrived.length;
    p.client.feedSearch(null);
    await p.add([...inputs.slice(2 * third), { kind: 'end' }], false);
    expect(arrived.length).toBe(heard);
  });
});
