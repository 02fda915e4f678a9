// Keeps the document's search worker fed while the search is open, and from the end of a file's
// load on: the items the trace gained or changed (at most a few times a second, so a live
// stream never waits on it) and each new query. A trace held in a worker (`engine=worker`) feeds
// the items itself, worker to worker (trace-worker/search-feed.ts): the page sends the queries. Answers to an older query are dropped. A worker
// that stops answering while it counts (one item over its budget inside a single match call,
// which only the page can interrupt) is ended: the query is reported too slow, and the next one
// starts a new worker.
import { useEffect } from 'react';
import { keptFiles } from '../../ingest/kept-files';
import { whenIdle } from '../../ingest/when-idle';
import type { IndexUpdate } from '../../search/index-feed';
import { updateRequest } from '../../search/packed-entries';
import { PROGRESS_MS } from '../../search/search-runner';
import type { SearchRequest, SearchResponse } from '../../search/worker-protocol';
import { useDocState } from '../../docs/doc-context';
import { useSearchApi, useSearchStore, type SearchStop } from './search-store';
import { useIndexFeeds, useTraceRemote } from '../trace-context';

const FEED_MS = 150;
/** The longest a loaded file's feed waits for the page to be idle (ms). */
const IDLE_MS = 2000;
/** Items read per part of a feed: a millisecond's work or a few. */
const FEED_BUDGET = 5_000;
/** Main-thread time a task of feeding may take, part after part: half a frame. */
const TASK_MS = 8;
/** Silence from a counting worker, in progress periods, before it is ended. */
const STALL_MS = PROGRESS_MS * 40;

function createSearchWorker(): Worker {
  return new Worker(new URL('../../search/search.worker.ts', import.meta.url), { type: 'module' });
}

export function useSearchWorker(): void {
  const feeds = useIndexFeeds();
  const remote = useTraceRemote();
  const search = useSearchApi();
  const open = useSearchStore((s) => s.open);
  // A loaded file's items are fed while the reader looks, so its first search waits only for
  // the count: a gigabyte's feed took the page and the worker 1.2 s. A live document is fed
  // once asked: every update would feed a search nobody opened.
  const loaded = useDocState((s) => s.status.kind === 'file' && s.status.load.state === 'done');
  const wanted = open || loaded;
  useEffect(() => {
    if (!wanted) return;
    /** Undefined until started: a loaded file's starts once the page is idle, or when asked. */
    let worker: Worker | undefined;
    let feed = feeds.create();
    /** Kept files the worker was told of: the registry only grows. */
    let filesSent = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let watchdog: ReturnType<typeof setTimeout> | null = null;
    let due = 0;
    /** The worker has loaded: only then is its silence a count that does not end. */
    let ready = false;
    let watchWhenReady = false;
    let seq = 0;
    /** Ended: the next query starts a new worker (not at once: one that fails to load would
     * fail again and again). */
    let dead = false;

    const end = (answer: { stopped: SearchStop }) => {
      remote?.feedSearch(null);
      worker?.terminate();
      dead = true;
      search.getState().answer(answer);
    };

    const quiet = () => {
      if (watchdog) clearTimeout(watchdog);
      watchdog = null;
    };
    const stalled = () => {
      // Fired late, the page itself was busy: the worker's progress may be waiting in line.
      if (performance.now() > due + STALL_MS / 2) return watch();
      watchdog = null;
      end({ stopped: 'too-slow' });
    };
    /** The worker is counting: it must answer or say it is still going within STALL_MS. */
    const watch = () => {
      quiet();
      watchWhenReady = !ready;
      if (!ready) return;
      due = performance.now() + STALL_MS;
      watchdog = setTimeout(stalled, STALL_MS);
    };
    const send = (m: SearchRequest, transfer: Transferable[] = []) =>
      worker?.postMessage(m, transfer);
    /** The files long outputs were left in that the worker was not told of yet. */
    const sendFiles = () => {
      const files = keptFiles();
      if (files.length > filesSent) send({ type: 'files', files: files.slice(filesSent) });
      filesSent = files.length;
    };
    const push = () => {
      timer = null;
      if (!worker) return;
      const start = performance.now();
      let update: IndexUpdate | null;
      // Parts of FEED_BUDGET items until TASK_MS has passed: a part of short texts takes far
      // less than a task, and one part a task waits on the page's other work each time.
      do {
        update = feed(FEED_BUDGET);
        if (!update) return;
        sendFiles();
        const { request, transfer } = updateRequest(update);
        send(request, transfer);
      } while (update.more && performance.now() - start < TASK_MS);
      const asked = search.getState();
      if (update.more) timer = setTimeout(push, 0);
      else if (asked.open && asked.query.text !== '' && !asked.stopped) watch();
    };
    const ask = () => {
      if (dead || !worker) start();
      send({ type: 'query', query: search.getState().query, seq: ++seq });
      watch();
    };
    /** Closed: a count still going stops (an empty query), and no answer is awaited. */
    const hush = () => {
      quiet();
      if (!dead)
        send({ type: 'query', query: { ...search.getState().query, text: '' }, seq: ++seq });
    };
    function start() {
      cancelIdle();
      worker = createSearchWorker();
      feed = feeds.create();
      filesSent = 0;
      ready = false;
      dead = false;
      worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
        if (data.type === 'ready') {
          ready = true;
          if (watchWhenReady) watch();
          return;
        }
        if (data.seq !== seq || !search.getState().open) return;
        if (data.type === 'progress') return watch();
        quiet();
        search
          .getState()
          .answer(
            data.type === 'invalid'
              ? { error: data.error }
              : data.type === 'too-slow'
                ? { stopped: 'too-slow' }
                : data.result,
          );
      };
      // Without this a dead worker would leave "No matches" standing for a count never made.
      worker.onerror = (e) => {
        e.preventDefault();
        quiet();
        end({ stopped: 'failed' });
      };
      if (!remote) {
        if (timer) clearTimeout(timer);
        return push();
      }
      sendFiles();
      const { port1, port2 } = new MessageChannel();
      send({ type: 'feed', port: port2 }, [port2]);
      remote.feedSearch(port1);
    }

    // The load's own garbage is collected, and its last rows drawn, before the feed adds its own.
    const openAtStart = search.getState().open;
    const cancelIdle = openAtStart ? () => undefined : whenIdle(() => worker ?? start(), IDLE_MS);
    // A trace worker's batches show on the page as rows: files a load added are told then.
    const unsubscribeTrace = remote
      ? remote.rows.subscribe(() => {
          if (worker) sendFiles();
        })
      : feeds.subscribe(() => {
          timer ??= setTimeout(push, FEED_MS);
        });
    if (openAtStart) ask();
    const unsubscribeQuery = search.subscribe((s, prev) => {
      if (s.open && (s.query !== prev.query || !prev.open)) ask();
      else if (!s.open && prev.open) hush();
    });
    return () => {
      cancelIdle();
      if (timer) clearTimeout(timer);
      quiet();
      unsubscribeTrace();
      unsubscribeQuery();
      if (worker) remote?.feedSearch(null);
      worker?.terminate();
    };
  }, [wanted, feeds, remote, search]);
}
