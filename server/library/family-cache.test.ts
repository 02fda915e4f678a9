// An append to a running session's last file goes on from the family's kept state and writes
// only the rows that changed: the index it leaves equals one derived from all the files again,
// in both engines, and the rows that did not change are not written again.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateTrace } from '../../test/support/generate-trace';
import { tables } from '../../test/support/library-tables';
import { fileText, tempRoot, tracesFolder } from '../../test/support/library-tree';
import { freshStore } from '../../test/support/postgres';
import { familyCache } from './family-cache';
import { indexPaths, LOCAL_MACHINE } from './indexer';
import { duckdbSql, type LibrarySql } from './library-sql';
import { openDb, type OpenDb } from './open-db';
import { connectClient } from './postgres/connect';
import { ingestPaths } from './postgres/ingest';

const opened: OpenDb[] = [];
const ends: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const o of opened.splice(0)) o.close();
  for (const end of ends.splice(0)) await end();
});

/**
 * A session written in parts, as a harness writes it: its first records, then ten lines at a
 * time (one not a record, one torn until the next part), each part's end mid-request.
 */
function growingSession() {
  const { sessionId, lines } = generateTrace(400, 11);
  const root = tempRoot();
  const path = join(tracesFolder(root, 'acme', 'coder', '2026-01-02'), `${sessionId}_001.jsonl`);
  writeFileSync(path, fileText(lines.slice(0, 300)));
  const parts = [
    () =>
      appendFileSync(
        path,
        fileText([...lines.slice(300, 305), 'not a record', ...lines.slice(305, 309)]),
      ),
    () => appendFileSync(path, `${fileText(lines.slice(309, 318))}${lines[318] ?? ''}`),
    () => appendFileSync(path, `\n${fileText(lines.slice(319, 330))}`),
  ];
  return { root, sessionId, parts };
}

async function localIndex(root: string) {
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  return {
    db: o.db,
    sql: duckdbSql(o.db),
    run: (families = familyCache()) => indexPaths(o.db, [root], { families }),
  };
}

async function store(root: string) {
  const s = await freshStore();
  const client = await connectClient(new URL(s.url), 'omniscope test');
  ends.push(() => client.end());
  const sql: LibrarySql = {
    engine: 'postgres',
    all: async (text, params = []) => (await client.query(text, [...params])).rows,
  };
  return {
    client,
    sql,
    run: (families = familyCache()) =>
      ingestPaths(client, [root], { machine: LOCAL_MACHINE, families }),
  };
}

describe('an append to a running session', () => {
  it('goes on from the kept state: the local index equals one derived from the files again', async () => {
    const { root, parts } = growingSession();
    const live = await localIndex(root);
    const families = familyCache();
    await live.run(families);
    expect(families.families.size).toBe(1);
    for (const part of parts) {
      part();
      await live.run(families);
      const whole = await localIndex(root);
      await whole.run();
      expect(await tables(live.sql, false)).toEqual(await tables(whole.sql, false));
    }
  });

  it('writes only the rows that changed to the team store, which equals a store ingested whole', async () => {
    const { root, sessionId, parts } = growingSession();
    const live = await store(root);
    const families = familyCache();
    await live.run(families);
    const firstRows = `SELECT xmin::text AS x FROM messages WHERE session_id = $1 AND ordinal < 50
      ORDER BY ordinal`;
    const written = await live.sql.all(firstRows, [sessionId]);
    for (const part of parts) {
      part();
      await live.run(families);
      const whole = await store(root);
      await whole.run();
      expect(await tables(live.sql, true)).toEqual(await tables(whole.sql, true));
    }
    // The session's first messages did not change: they are the rows first written.
    expect(await live.sql.all(firstRows, [sessionId])).toEqual(written);
  });
});
