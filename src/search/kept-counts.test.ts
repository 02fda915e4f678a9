import { updateRequest } from './packed-entries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { itemsOf, run } from '../../test/support/trace';
import { keepFile } from '../ingest/kept-files';
import { KEEP_TEXT_FROM } from '../ingest/kept-values';
import { LineStarts } from '../ingest/line-starts';
import { parseJsonl } from '../ingest/parse-jsonl';
import { keptTextRef } from '../protocol/kept-value';
import type { AnyEnvelope } from '../protocol/types';
import { channelCounter } from '../../test/support/channel-counters';
import { createIndexFeed } from './index-feed';
import { createCounterPool, type KeptCounterPool } from './kept-counter-pool';
import type { SearchQuery } from './matcher';
import type { SearchResult } from './search-index';
import { createSearchRunner } from './search-runner';
import type { SearchResponse } from './worker-protocol';

// Pieces an output is made of: words a query looks for, and what JSON escapes or producers
// write another way (quotes, backslashes, slashes, control characters, non-ASCII, emoji).
const PIECES = [
  'needle',
  'Needle',
  'NEEDLE',
  'hay',
  ' ',
  '\n',
  '\t',
  '"',
  '\\',
  '/',
  'é',
  'ß',
  '😀',
  // s and k, and what a query without case takes for them: ſ and the Kelvin sign.
  's',
  'k',
  'ſ',
  '\u212A',
];
const QUERIES = ['needle', 'hay needle', 'e"', '\\n', 'ß', 'le\nha', 'needle😀', '/', 'sk', 'Ks'];

const output = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 40 })
  .map((parts) => parts.join('').repeat(Math.ceil(KEEP_TEXT_FROM / parts.join('').length)));

/** The trace of `outputs` as a file, parsed with long outputs kept in it or not. */
function traceOf(outputs: readonly string[], asciiOnly: boolean, keep: boolean) {
  const b = createTraceBuilder();
  const lines = outputs.flatMap((o, i) => {
    const call = JSON.stringify(
      b.makeToolCall({ name: 'cat', arguments: '{}', tool_call_id: `c${i}` }),
    );
    let out = JSON.stringify(b.makeToolOutput({ output: o, tool_call_id: `c${i}` }));
    // Another producer's spelling: every non-ASCII character escaped, as Python writes it.
    if (asciiOnly)
      out = out.replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    return [call, out];
  });
  const text = `${lines.join('\n')}\n`;
  const bytes = new TextEncoder().encode(text);
  const starts = new LineStarts();
  starts.push(bytes);
  const file = new Blob([bytes]);
  const nonce = keepFile(file);
  const envelopes = parseJsonl(
    't.jsonl',
    text,
    keep ? { keep: { nonce, starts } } : {},
  ).records.map((r) => r.envelope as AnyEnvelope);
  const trace = run(recs(envelopes));
  const tools = itemsOf(trace).filter((it) => it.kind === 'tool');
  // Kept, every output is a reference; held, none is.
  expect(tools.map((it) => it.kind === 'tool' && keptTextRef(it.outputText) !== null)).toEqual(
    outputs.map(() => keep),
  );
  return { trace, nonce, file };
}

/** The answers of a runner fed `t`, to each query in turn. */
async function answers(
  t: ReturnType<typeof traceOf>,
  queries: readonly SearchQuery[],
  counters?: KeptCounterPool,
): Promise<SearchResult[]> {
  const results: SearchResult[] = [];
  let done: () => void = () => undefined;
  const post = (m: SearchResponse) => {
    if (m.type === 'result') results.push(m.result);
    if (m.type === 'result' || m.type === 'too-slow' || m.type === 'invalid') done();
  };
  const handle = createSearchRunner(post, counters ? { counters } : {});
  handle({ type: 'files', files: [[t.nonce, t.file]] });
  const update = createIndexFeed()(t.trace);
  if (update) handle(updateRequest(update).request);
  for (const [seq, query] of queries.entries()) {
    const answered = new Promise<void>((resolve) => (done = resolve));
    handle({ type: 'query', seq: seq + 1, query });
    await answered;
  }
  return results;
}

describe('kept outputs counted as they are read back', () => {
  it('give the counts the same outputs held on the page give, whatever their characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(output, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom(...QUERIES),
        fc.boolean(),
        async (outputs, asciiOnly, text, caseSensitive) => {
          const queries = [
            { text, caseSensitive, regex: false },
            { text: 'ne+dle|\\n', caseSensitive, regex: true },
          ];
          const kept = traceOf(outputs, asciiOnly, true);
          const held = traceOf(outputs, asciiOnly, false);
          const expected = await answers(held, queries);
          expect(await answers(kept, queries)).toEqual(expected);
          // The same outputs shared out among counters on the other end of message channels.
          const counters = createCounterPool(() => channelCounter(), 2);
          expect(await answers(kept, queries, counters)).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
