// A kept counter: reads back its share of the outputs kept in their file and counts a query in
// them, on a thread of its own. A Blob's read moves on only while its realm's thread is free, so
// one worker reading and counting took the sum of both; counters share the work out and each
// reads while the others count.
import { keepFileAs } from '../ingest/kept-files';
import type { CounterAnswer, CounterPort, CounterRequest } from './kept-counter-protocol';
import { countKeptRefs } from './kept-counts';
import { compileQuery } from './matcher';

export function serveKeptCounts(port: CounterPort<CounterRequest, CounterAnswer>): void {
  /** The job being counted; a stop or a newer job ends it. */
  let current = -1;
  port.onmessage = async ({ data }) => {
    if (data.type === 'files') {
      for (const [nonce, file] of data.files) keepFileAs(nonce, file);
      return;
    }
    if (data.type === 'stop') {
      if (data.job === current) current = -1;
      return;
    }
    const { job, query, refs } = data;
    current = job;
    // A throw here would reject this handler's promise, which no error event reports: the pool
    // would wait for the count for ever. It is told instead, and counts in its own realm.
    try {
      const compiled = compileQuery(query);
      // The search worker asks only for queries that compile: it answered the others itself.
      if (!compiled?.ok) throw new Error(`no matcher for ${JSON.stringify(query)}`);
      const { end, counts } = await countKeptRefs(refs, compiled.matcher, {
        now: () => performance.now(),
        stopped: () => current !== job,
        after: () => port.postMessage({ type: 'progress', job }, []),
      });
      port.postMessage({ type: 'counted', job, end, counts }, [counts.buffer]);
    } catch (error) {
      port.postMessage({ type: 'failed', job, error: String(error) }, []);
    }
  };
}
