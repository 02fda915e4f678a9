// Search over a large trace, as the app splits it: the main thread hands the worker each new or
// changed item (first open: all of them) and the row order; the worker counts. Baseline: one
// regular expression over the searched strings, without an index.
import type { TraceInput, TraceState } from '../src/store/model';
import { applyInputs } from '../src/store/reducer';
import { createIndexFeed } from '../src/search/index-feed';
import { searchFields } from '../src/search/item-text';
import { compileQuery } from '../src/search/matcher';
import { SearchIndex, TOO_SLOW } from '../src/search/search-index';
import { fmt, log, percentile, row, time } from './measure';

export interface SearchFigures {
  /** The key: the worker's first count of a query (searchMs). */
  ms: number;
  items: number;
  matches: number;
  /** Main thread, first open: every item's text and the row order, handed over. */
  feedMs: number;
  /** Worker: the first count of a query. */
  searchMs: number;
  /** After a live frame added one item (median): the main thread's feed, the worker's count. */
  frameFeedMs: number;
  frameCountMs: number;
  baselineMs: number;
  where: string;
}

const liveText = (): TraceInput => ({
  kind: 'record',
  envelope: {
    timestamp: new Date().toISOString(),
    type: 'model_msg',
    payload: { type: 'text', role: 'assistant', text: 'a cache line', stop_reason: 'completed' },
  },
});

export function benchSearch(state: TraceState, what: string, word = 'cache'): SearchFigures {
  log(`\nSearch "${word}" in ${what}: ${fmt(state.items.size, 0)} items`);
  const c = compileQuery({ text: word, caseSensitive: false, regex: false });
  if (!c?.ok) throw new Error('bad query');
  const matcher = c.matcher;
  const search = () => {
    const r = index.search(matcher);
    if (r === TOO_SLOW) throw new Error('the bench query ran over its budget');
    return r;
  };
  const regex = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  const index = new SearchIndex();
  const feed = createIndexFeed();
  const t0 = performance.now();
  const update = feed(state);
  if (update) index.apply(update);
  const feedMs = performance.now() - t0;
  const first = time(search, 1);
  // Live frames that each add one item: the main thread's part and the worker's, median of 9.
  const mainMs: number[] = [];
  const workerMs: number[] = [];
  let grown = state;
  for (let k = 0; k < 9; k++) {
    grown = applyInputs(grown, [liveText()]);
    const f0 = performance.now();
    const u = feed(grown);
    const f1 = performance.now();
    if (u) index.apply(u);
    search();
    mainMs.push(f1 - f0);
    workerMs.push(performance.now() - f1);
  }
  const base = time(() => {
    let n = 0;
    for (const it of state.items)
      for (const f of searchFields(it)) n += f.text.match(regex)?.length ?? 0;
    return n;
  }, 1);
  row('main thread: feed the index (first open)', `${fmt(feedMs, 0)} ms`);
  row(
    `worker: first count (${fmt(first.result.total, 0)})`,
    `${fmt(first.ms, 0)} ms`,
    `${fmt(base.ms, 0)} ms one regex over the strings`,
    first.ms / base.ms,
  );
  row('live frame, main thread: feed (p50)', `${fmt(percentile(mainMs, 50), 1)} ms`);
  row('live frame, worker: count again (p50)', `${fmt(percentile(workerMs, 50), 1)} ms`);
  return {
    ms: Math.round(first.ms),
    items: state.items.size,
    matches: first.result.total,
    feedMs: Math.round(feedMs),
    searchMs: Math.round(first.ms),
    frameFeedMs: Math.round(percentile(mainMs, 50) * 10) / 10,
    frameCountMs: Math.round(percentile(workerMs, 50) * 10) / 10,
    baselineMs: Math.round(base.ms),
    where: 'node, one thread (the page runs the count in a Web Worker)',
  };
}
