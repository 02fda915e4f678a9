import { describe, expect, it } from 'vitest';
import { channelCounter } from '../../test/support/channel-counters';
import { parseFile } from '../../test/support/parse-file';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { keepFile } from '../ingest/kept-files';
import { KEEP_TEXT_FROM } from '../ingest/kept-values';
import { keptValueOf, type KeptValue } from '../protocol/kept-value';
import { createCounterPool, shareOut, type CounterWorker } from './kept-counter-pool';
import type { CounterRequest } from './kept-counter-protocol';
import { countKeptRefs, type KeptCountWatch } from './kept-counts';
import { compileQuery, type SearchQuery } from './matcher';

const QUERY: SearchQuery = { text: 'needle', caseSensitive: false, regex: false };
const matcher = () => {
  const compiled = compileQuery(QUERY);
  if (!compiled?.ok) throw new Error('the query compiles');
  return compiled.matcher;
};
const watch = (stopped = () => false): KeptCountWatch => ({
  now: () => performance.now(),
  stopped,
  after: () => undefined,
});

/** Outputs kept in one file: output i holds "needle" i times. */
async function keptOutputs(count: number) {
  const b = createTraceBuilder();
  const outputs = Array.from(
    { length: count },
    (_, i) => `${'needle '.repeat(i)}${'hay\n'.repeat(KEEP_TEXT_FROM / 4)}`,
  );
  const lines = outputs.map((output, i) =>
    JSON.stringify(b.makeToolOutput({ output, tool_call_id: `c${i}` })),
  );
  const file = new File([`${lines.join('\n')}\n`], 'outputs.jsonl');
  const nonce = keepFile(file);
  const refs = (await parseFile(file, nonce))
    .map((e) => keptValueOf(String(e.payload['output'] ?? '')))
    .filter((r): r is KeptValue => r !== null);
  expect(refs).toHaveLength(count);
  return { refs, files: [[nonce, file]] as [string, Blob][] };
}

describe('kept counters', () => {
  it('share the outputs out in runs of their file of about equal bytes', () => {
    const refs = [5, 1, 3, 0, 4, 2].map((k) => ({
      nonce: 'aaaaaaaa',
      start: k * 100,
      end: k * 100 + (k === 5 ? 90 : 50),
      head: '',
    }));
    const shares = shareOut(refs, 2);
    // In file order, cut once the first share holds half the bytes (200 and 140 of 340).
    expect(shares).toEqual([
      [3, 1, 5, 2],
      [4, 0],
    ]);
    expect(shareOut(refs, 4).flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(shareOut(refs.slice(0, 1), 3)).toEqual([[0]]);
  });

  it('count each output on its counter, as this realm counts them', async () => {
    const { refs, files } = await keptOutputs(9);
    const asked: CounterRequest[] = [];
    const pool = createCounterPool(() => channelCounter(asked), 3);
    pool.files(files);
    const batch = await pool.count(refs, QUERY, matcher(), watch());
    expect(batch.end).toBe('done');
    expect([...batch.counts]).toEqual(refs.map((_, i) => i));
    expect([...batch.counts]).toEqual([...(await countKeptRefs(refs, matcher(), watch())).counts]);
    // Each of the three counters was told the file, then asked for its share.
    expect(asked.map((r) => r.type)).toEqual([
      'files',
      'files',
      'files',
      'count',
      'count',
      'count',
    ]);
  });

  it('stop their reads when the query is no longer wanted', async () => {
    const { refs, files } = await keptOutputs(4);
    const asked: CounterRequest[] = [];
    const pool = createCounterPool(() => channelCounter(asked), 2);
    pool.files(files);
    const batch = await pool.count(
      refs,
      QUERY,
      matcher(),
      watch(() => true),
    );
    expect(batch.end).toBe('stopped');
    expect(asked.filter((r) => r.type === 'stop')).toHaveLength(2);
  });

  it('give up a count no longer wanted even when the query changed after their last word', async () => {
    const { refs, files } = await keptOutputs(2);
    const pool = createCounterPool(() => channelCounter(), 1);
    pool.files(files);
    // The one counter's one slice: its only progress comes before it answers.
    let newer = false;
    const batch = await pool.count(refs, QUERY, matcher(), {
      ...watch(() => newer),
      after: () => (newer = true),
    });
    expect(batch.end).toBe('stopped');
    expect([...batch.counts]).toEqual([0, 1]);
  });

  it('leave the count to this realm when a counter throws', async () => {
    const { refs, files } = await keptOutputs(3);
    const pool = createCounterPool(() => channelCounter(), 2);
    pool.files(files);
    // Counters are sent a query that does not compile: each throws, and says so.
    const broken: SearchQuery = { text: '(', caseSensitive: false, regex: true };
    const batch = await pool.count(refs, broken, matcher(), watch());
    expect(batch.end).toBe('done');
    expect([...batch.counts]).toEqual([0, 1, 2]);
  });

  it('leave the count to this realm when a counter dies or none can start', async () => {
    const { refs, files } = await keptOutputs(5);
    const expected = refs.map((_, i) => i);
    let dead: CounterWorker | undefined;
    const dying = createCounterPool(() => {
      dead = { postMessage: () => undefined, onmessage: null, onerror: null, terminate() {} };
      return dead;
    }, 2);
    dying.files(files);
    const counting = dying.count(refs, QUERY, matcher(), watch());
    // Node has no ErrorEvent; the pool looks only at the call.
    dead?.onerror?.(new Event('error') as ErrorEvent);
    expect([...(await counting).counts]).toEqual(expected);
    const none = createCounterPool(() => {
      throw new Error('no nested workers here');
    }, 2);
    expect([...(await none.count(refs, QUERY, matcher(), watch())).counts]).toEqual(expected);
  });
});
