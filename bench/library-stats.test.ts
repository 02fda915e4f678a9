import { describe, expect, it } from 'vitest';
import { benchLibraryStats } from './library-stats.bench';

// The bench makes its index with SQL of its own: a column added to the schema must reach it too,
// or `npm run bench` stops there.
describe('the library stats bench', () => {
  it('fills the current schema and answers', async () => {
    const figures = await benchLibraryStats(20);
    expect(figures).toMatchObject({ sessions: 20, requests: 600, toolCalls: 400 });
    expect(figures.statsMs).toBeGreaterThan(0);
  });
});
