import { updateRequest } from './packed-entries';
import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { itemsOf, run } from '../../test/support/trace';
import { keepFile } from '../ingest/kept-files';
import { KEEP_TEXT_FROM } from '../ingest/kept-values';
import { parseJsonl } from '../ingest/parse-jsonl';
import { LineStarts } from '../ingest/line-starts';
import { keptTextRef } from '../protocol/kept-value';
import type { AnyEnvelope } from '../protocol/types';
import { createIndexFeed } from './index-feed';
import { createSearchRunner } from './search-runner';
import type { SearchRequest, SearchResponse } from './worker-protocol';

const { text } = createTraceBuilder();
const trace = run(recs([1, 2, 3, 4, 5, 6].map((i) => text('user', `needle ${i}`))));

/** A runner fed the trace, on a clock that moves `step` ms each time it is read. */
function runnerOn(step: number) {
  const posted: SearchResponse[] = [];
  let at = 0;
  const handle = createSearchRunner((m) => posted.push(m), { now: () => (at += step) });
  const update = createIndexFeed()(trace);
  if (update) handle(updateRequest(update).request);
  return { posted, handle };
}

describe('search runner', () => {
  it('says it is still counting while a long count goes on, then answers', () => {
    const { posted, handle } = runnerOn(100);
    handle({ type: 'query', seq: 1, query: { text: 'needle', caseSensitive: false, regex: true } });
    expect(posted.filter((m) => m.type === 'progress').length).toBeGreaterThan(0);
    expect(posted.at(-1)).toMatchObject({ type: 'result', seq: 1, result: { total: 6 } });
  });

  it('answers a query asked while a first feed arrives in parts once its last part is in', () => {
    const posted: SearchResponse[] = [];
    const handle = createSearchRunner((m) => posted.push(m));
    const feed = createIndexFeed();
    const first = feed(trace, 2);
    expect(first?.more).toBe(true);
    if (first) handle(updateRequest(first).request);
    handle(plainQuery(4, 'needle'));
    // Two of six items in: no count of a third of the trace stands as the answer.
    expect(posted.filter((m) => m.type === 'result')).toEqual([]);
    expect(posted.at(-1)).toEqual({ type: 'progress', seq: 4 });
    for (let part = feed(trace, 2); part; part = feed(trace, 2))
      handle(updateRequest(part).request);
    expect(posted.filter((m) => m.type === 'result')).toMatchObject([
      { type: 'result', seq: 4, result: { total: 6 } },
    ]);
  });

  it('answers "too slow" when an item runs over its budget every time', () => {
    const { posted, handle } = runnerOn(10_000);
    handle({ type: 'query', seq: 2, query: { text: 'n.*e', caseSensitive: false, regex: true } });
    expect(posted).toEqual([{ type: 'too-slow', seq: 2 }]);
  });

  it('searches a long output left in its file, past its preview, without holding it', async () => {
    const { kept, nonce, file } = keptTrace();
    const posted: SearchResponse[] = [];
    const handle = createSearchRunner((m) => posted.push(m));
    handle({ type: 'files', files: [[nonce, file]] });
    const update = createIndexFeed()(kept);
    if (update) handle(updateRequest(update).request);
    handle(plainQuery(3, 'NEEDLE'));
    // Asked while the file is still being read: answered after it, not before.
    expect(posted.filter((m) => m.type === 'result')).toEqual([]);
    await until(() => posted.some((m) => m.type === 'result'));
    expect(posted.filter((m) => m.type === 'result')).toMatchObject([
      { seq: 3, result: { total: 1 } },
    ]);
    // The worker keeps the reference, not the text it read back.
    const output = update?.entries.flatMap(([, f]) => f).find((f) => f.part === 'output');
    expect(output && keptTextRef(output.text)).toBeTruthy();
  });

  it('counts the texts it holds while the kept outputs are read, saying it is still going', async () => {
    const { posted, handle } = keptRunnerOn(100, NEEDLES);
    handle(plainQuery(7, 'needle'));
    // Before the file is read: the texts held here counted, and the page told so.
    expect(posted.filter((m) => m.type === 'result')).toEqual([]);
    expect(posted.filter((m) => m.type === 'progress' && m.seq === 7).length).toBeGreaterThan(0);
    await until(() => posted.some((m) => m.type === 'result'));
    expect(posted.filter((m) => m.type === 'result')).toMatchObject([
      { seq: 7, result: { total: 7 } },
    ]);
  });

  it('says "too slow" once when a text held here runs over budget while the kept ones are read', async () => {
    const { posted, handle } = keptRunnerOn(10_000, [text('user', 'needle')]);
    handle({ type: 'query', seq: 11, query: { text: 'n.*e', caseSensitive: false, regex: true } });
    expect(posted).toEqual([{ type: 'too-slow', seq: 11 }]);
    // The read goes on to its end, and nothing more is said of the query.
    handle(plainQuery(12, 'needle'));
    await until(() => posted.some((m) => m.type === 'result' || m.seq === 12));
    expect(posted.filter((m) => m.seq === 11)).toEqual([{ type: 'too-slow', seq: 11 }]);
  });

  it('counts nothing ahead for a query replaced while it waited its turn', async () => {
    const { posted, handle } = keptRunnerOn(100, NEEDLES);
    handle(plainQuery(8, 'line of'));
    handle(plainQuery(9, 'needle'));
    handle(plainQuery(10, 'needle 3'));
    await until(() => posted.some((m) => m.type === 'result'));
    expect(posted.filter((m) => m.type === 'result')).toMatchObject([
      { seq: 10, result: { total: 1 } },
    ]);
    expect(posted.filter((m) => m.seq === 9)).toEqual([]);
  });

  it('stops reading for a query a newer one replaced, and reads nothing again for the same query', async () => {
    const { kept, nonce, file } = keptTrace();
    let reads = 0;
    const counted = new (class extends Blob {
      override slice(start?: number, end?: number): Blob {
        reads += 1;
        return file.slice(start, end);
      }
    })([file]);
    const posted: SearchResponse[] = [];
    const handle = createSearchRunner((m) => posted.push(m));
    handle({ type: 'files', files: [[nonce, counted]] });
    const feed = createIndexFeed();
    const update = feed(kept);
    if (update) handle(updateRequest(update).request);
    handle(plainQuery(5, 'needle'));
    handle(plainQuery(6, 'line of'));
    await until(() => posted.some((m) => m.type === 'result'));
    expect(posted.filter((m) => m.type === 'result')).toMatchObject([
      { seq: 6, result: { total: KEEP_TEXT_FROM / 10 } },
    ]);
    const before = reads;
    // The same trace again (a live stream's next update): counted without a read.
    handle(updateRequest({ entries: [], reset: false, more: false }).request);
    await until(() => posted.filter((m) => m.type === 'result').length === 2);
    expect(posted.at(-1)).toMatchObject({ seq: 6, result: { total: KEEP_TEXT_FROM / 10 } });
    expect(reads).toBe(before);
  });
});

const plainQuery = (seq: number, text: string): SearchRequest => ({
  type: 'query',
  seq,
  query: { text, caseSensitive: false, regex: false },
});

const NEEDLES = [1, 2, 3, 4, 5, 6].map((i) => text('user', `needle ${i}`));

/** A runner fed `keptTrace(before)` and told its file, on a clock moving `step` ms a read. */
function keptRunnerOn(step: number, before: readonly object[]) {
  const { kept, nonce, file } = keptTrace(before);
  const posted: SearchResponse[] = [];
  let at = 0;
  const handle = createSearchRunner((m) => posted.push(m), { now: () => (at += step) });
  handle({ type: 'files', files: [[nonce, file]] });
  const update = createIndexFeed()(kept);
  if (update) handle(updateRequest(update).request);
  return { posted, handle };
}

/** A call and its long output, the output kept in the file it was parsed from, after `before`. */
function keptTrace(before: readonly object[] = []) {
  const b = createTraceBuilder();
  const output = `${'line of output\n'.repeat(KEEP_TEXT_FROM / 10)}needle at the end\n`;
  const text = `${[
    ...before,
    b.makeToolCall({ name: 'cat', arguments: '{}', tool_call_id: 'c1' }),
    b.makeToolOutput({ output, tool_call_id: 'c1' }),
  ]
    .map((r) => JSON.stringify(r))
    .join('\n')}\n`;
  const bytes = new TextEncoder().encode(text);
  const starts = new LineStarts();
  starts.push(bytes);
  const file = new Blob([bytes]);
  const nonce = keepFile(file);
  const envelopes = parseJsonl('kept.jsonl', text, { keep: { nonce, starts } }).records.map(
    (r) => r.envelope as AnyEnvelope,
  );
  const kept = run(recs(envelopes));
  const tool = itemsOf(kept).find((it) => it.kind === 'tool');
  expect(tool?.kind === 'tool' && keptTextRef(tool.outputText)).toBeTruthy();
  return { kept, nonce, file };
}

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
}
