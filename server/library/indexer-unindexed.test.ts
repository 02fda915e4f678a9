// A family whose rows cannot be derived (a rule meeting content it did not foresee) is listed as
// a problem, the rest is indexed, and the next run tries it again rather than forgetting it. The
// failure is injected: the content that made it happen (deep-nesting.jsonl) no longer does.
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempRoot, writeGenerated } from '../../test/support/library-tree';
import { indexPaths } from './indexer';
import { openDb, type OpenDb } from './open-db';

const failing = vi.hoisted(() => ({ id: '' }));
vi.mock('../../src/library/rows', async (original) => {
  const rows = await original<typeof import('../../src/library/rows')>();
  return {
    ...rows,
    familyRows: (...args: Parameters<typeof rows.familyRows>) => {
      if (args[1].rootSessionId === failing.id) throw new Error('a rule failed');
      return rows.familyRows(...args);
    },
  };
});

const opened: OpenDb[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

describe('a family that cannot be indexed', () => {
  it('is listed as not indexed on every run until it can be, the rest indexed', async () => {
    const root = tempRoot();
    writeGenerated(root, 120, 21);
    const bad = writeGenerated(root, 120, 22);
    failing.id = basename(bad).replace(/_001\.jsonl$/, '');
    const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
    opened.push(o);
    const problem = { path: bad, problem: 'unindexed', detail: 'a rule failed' };
    expect(await indexPaths(o.db, [root])).toMatchObject({ sessions: 1, problems: [problem] });
    // Read as done, the file would be "unchanged" from here on: its session never indexed, and
    // the problem gone from the list.
    expect(await indexPaths(o.db, [root])).toMatchObject({ sessions: 1, problems: [problem] });
    failing.id = '';
    expect(await indexPaths(o.db, [root])).toMatchObject({ sessions: 2, problems: [] });
  });
});
