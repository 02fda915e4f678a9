// The search worker's kept counters (kept-counter.ts): the outputs kept in their file are shared
// out among them by bytes, each reads back and counts its part, and their counts come back in
// the order asked.
import { fileOrder } from '../ingest/kept-files';
import type { KeptValue } from '../protocol/kept-value';
import type { CounterAnswer, CounterPort, CounterRequest } from './kept-counter-protocol';
import { countKeptRefs, type KeptBatch, type KeptCountWatch } from './kept-counts';
import type { SearchQuery, TextMatcher } from './matcher';

export interface CounterWorker extends CounterPort<CounterAnswer, CounterRequest> {
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface KeptCounterPool {
  /** Files kept values point into: every counter is told, now and when it starts. */
  files(files: [string, Blob][]): void;
  count(
    refs: readonly KeptValue[],
    query: SearchQuery,
    matcher: TextMatcher,
    watch: KeptCountWatch,
  ): Promise<KeptBatch>;
}

/**
 * `refs` (by index) cut into `parts` runs of neighbours in their files, of about equal bytes: a
 * counter reads its run in a few large slices, as one realm reads them all.
 */
export function shareOut(refs: readonly KeptValue[], parts: number): number[][] {
  const bytes = (i: number) => (refs[i] as KeptValue).end - (refs[i] as KeptValue).start;
  const total = refs.reduce((n, _, i) => n + bytes(i), 0);
  const shares: number[][] = [[]];
  let done = 0;
  for (const i of fileOrder(refs)) {
    const share = shares[shares.length - 1] as number[];
    const full = done >= (total * shares.length) / parts;
    if (share.length > 0 && full && shares.length < parts) shares.push([i]);
    else share.push(i);
    done += bytes(i);
  }
  return shares;
}

/**
 * Up to `size` counters, started by `start` at the first count. Should one fail to start or die,
 * the pool is given up and the count made in this realm: slower, never wrong.
 */
export function createCounterPool(start: () => CounterWorker, size: number): KeptCounterPool {
  let counters: CounterWorker[] | null = null;
  let failed = false;
  const known: [string, Blob][] = [];
  let nextJob = 0;
  /** The running count's: its answers, and what it does if the pool fails under it. */
  let hear: ((answer: CounterAnswer, counter: number) => void) | null = null;
  let rescue: (() => void) | null = null;

  const fail = () => {
    if (failed) return;
    failed = true;
    for (const c of counters ?? []) c.terminate();
    counters = null;
    rescue?.();
  };
  const startAll = () => {
    counters = [];
    for (let k = 0; k < size; k++) {
      const c = start();
      c.onerror = fail;
      c.onmessage = ({ data }) => hear?.(data, k);
      if (known.length > 0) c.postMessage({ type: 'files', files: known }, []);
      counters.push(c);
    }
  };

  return {
    files(files) {
      known.push(...files);
      for (const c of counters ?? []) c.postMessage({ type: 'files', files }, []);
    },
    count(refs, query, matcher, watch) {
      if (!failed && !counters)
        try {
          startAll();
        } catch {
          fail();
        }
      const running = counters;
      if (failed || !running) return countKeptRefs(refs, matcher, watch);
      const job = nextJob++;
      const shares = shareOut(refs, running.length);
      const counts = new Int32Array(refs.length).fill(-1);
      return new Promise<KeptBatch>((resolve) => {
        let left = shares.length;
        const finish = (batch: Promise<KeptBatch> | KeptBatch) => {
          hear = rescue = null;
          resolve(batch);
        };
        const stop = (end: KeptBatch['end']) => {
          for (const c of running) c.postMessage({ type: 'stop', job }, []);
          finish({ end, counts });
        };
        rescue = () => finish(countKeptRefs(refs, matcher, watch));
        hear = (answer, k) => {
          if (answer.job !== job) return;
          if (answer.type === 'failed') return fail();
          if (answer.type === 'progress') {
            if (watch.stopped()) stop('stopped');
            else watch.after();
            return;
          }
          (shares[k] as number[]).forEach((i, at) => (counts[i] = answer.counts[at] as number));
          if (answer.end !== 'done') stop(answer.end);
          // A newer query that came after the last progress: this count is of no use now.
          else if (--left === 0) finish({ end: watch.stopped() ? 'stopped' : 'done', counts });
        };
        shares.forEach((share, k) =>
          (running[k] as CounterWorker).postMessage(
            { type: 'count', job, query, refs: share.map((i) => refs[i] as KeptValue) },
            [],
          ),
        );
      });
    },
  };
}
