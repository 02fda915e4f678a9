// `serve --library`: the team store is looked at every second for an ingest's commit, by one row
// the ingest counts its commits in, not by an aggregate over every file of the store.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { smallSession } from '../../e2e/support/library-tree';
import { fileText, tempRoot, tracesFolder } from '../../test/support/library-tree';
import { freshStore } from '../../test/support/postgres';
import type { LibrarySql } from './library-sql';
import { storeLibrary } from './library-service';
import { connectClient } from './postgres/connect';
import { ingestPaths } from './postgres/ingest';
import { openPostgresLibrary } from './postgres/library-sql';

const ends: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const end of ends.splice(0).reverse()) await end();
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 300 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('a served team store', () => {
  it('moves its generation when an ingest commits a change, reading no table of files', async () => {
    const store = await freshStore();
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-07');
    const write = (id: string) =>
      writeFileSync(
        join(dir, `${id}_001.jsonl`),
        fileText(smallSession(id, '2026-01-07', { prompt: 'Hello', tool: 'read_file' })),
      );
    write('session-2026-01-07-10-00-00-0000a001');
    const client = await connectClient(new URL(store.url), 'omniscope test');
    ends.push(() => client.end());
    const ingest = () => ingestPaths(client, [root], { machine: 'm' });
    await ingest();
    const served = await openPostgresLibrary(new URL(store.readerUrl));
    ends.push(() => served.close());
    const looked: string[] = [];
    const sql: LibrarySql = {
      engine: 'postgres',
      all: (text, params) => {
        looked.push(text);
        return served.sql.all(text, params);
      },
    };
    const library = storeLibrary(sql, 10);
    ends.push(() => library.close());
    await library.watch();
    await until(() => looked.length > 3);
    const first = library.status().generation;
    // An ingest that finds nothing new commits no change.
    await ingest();
    await until(() => looked.length > 10);
    expect(library.status().generation).toBe(first);
    write('session-2026-01-07-10-00-00-0000a002');
    await ingest();
    await until(() => library.status().generation > first);
    expect(library.status().generation).toBe(first + 1);
    expect(looked.filter((q) => /\bfrom\s+files\b/i.test(q))).toEqual([]);
  });
});
