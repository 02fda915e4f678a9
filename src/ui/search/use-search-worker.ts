// Keeps the document's search worker fed while the search is open: the items the trace gained
// or changed (at most a few times a second, so a live stream never waits on it) and each new
// query. Answers to an older query are dropped.
import { useEffect } from 'react';
import { createIndexFeed } from '../../search/index-feed';
import type { SearchRequest, SearchResponse } from '../../search/worker-protocol';
import type { TraceStore } from '../../store/trace-store';
import { useSearch } from './search-store';

const FEED_MS = 150;
/** Items read per task on the main thread: a few milliseconds' work. */
const FEED_BUDGET = 5_000;

function createSearchWorker(): Worker {
  return new Worker(new URL('../../search/search.worker.ts', import.meta.url), { type: 'module' });
}

export function useSearchWorker(store: TraceStore): void {
  const open = useSearch((s) => s.open);
  useEffect(() => {
    if (!open) return;
    const worker = createSearchWorker();
    const send = (m: SearchRequest, transfer: Transferable[] = []) =>
      worker.postMessage(m, transfer);
    const feed = createIndexFeed();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const push = () => {
      timer = null;
      const update = feed(store.getState().trace, FEED_BUDGET);
      if (!update) return;
      const buffers = [update.order?.buffer, update.orderTail?.buffer];
      send(
        { type: 'update', ...update },
        buffers.filter((b) => b !== undefined),
      );
      if (update.more) timer = setTimeout(push, 0);
    };
    push();
    const unsubscribeTrace = store.subscribe(() => {
      timer ??= setTimeout(push, FEED_MS);
    });

    // Another document: the match the reader was on belonged to the last one.
    useSearch.getState().setCurrent(null);
    let seq = 0;
    const ask = () => send({ type: 'query', query: useSearch.getState().query, seq: ++seq });
    ask();
    const unsubscribeQuery = useSearch.subscribe((s, prev) => {
      if (s.query !== prev.query) ask();
    });
    worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
      if (data.seq !== seq) return;
      useSearch.getState().answer(data.type === 'invalid' ? { error: data.error } : data.result);
    };
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribeTrace();
      unsubscribeQuery();
      worker.terminate();
    };
  }, [open, store]);
}
