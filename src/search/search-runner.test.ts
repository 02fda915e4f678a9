import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { run } from '../../test/support/trace';
import { createIndexFeed } from './index-feed';
import { createSearchRunner } from './search-runner';
import type { SearchResponse } from './worker-protocol';

const { text } = createTraceBuilder();
const trace = run(recs([1, 2, 3, 4, 5, 6].map((i) => text('user', `needle ${i}`))));

/** A runner fed the trace, on a clock that moves `step` ms each time it is read. */
function runnerOn(step: number) {
  const posted: SearchResponse[] = [];
  let at = 0;
  const handle = createSearchRunner(
    (m) => posted.push(m),
    () => (at += step),
  );
  const update = createIndexFeed()(trace);
  if (update) handle({ type: 'update', ...update });
  return { posted, handle };
}

describe('search runner', () => {
  it('says it is still counting while a long count goes on, then answers', () => {
    const { posted, handle } = runnerOn(100);
    handle({ type: 'query', seq: 1, query: { text: 'needle', caseSensitive: false, regex: true } });
    expect(posted.filter((m) => m.type === 'progress').length).toBeGreaterThan(0);
    expect(posted.at(-1)).toMatchObject({ type: 'result', seq: 1, result: { total: 6 } });
  });

  it('answers "too slow" when an item runs over its budget every time', () => {
    const { posted, handle } = runnerOn(10_000);
    handle({ type: 'query', seq: 2, query: { text: 'n.*e', caseSensitive: false, regex: true } });
    expect(posted).toEqual([{ type: 'too-slow', seq: 2 }]);
  });
});
