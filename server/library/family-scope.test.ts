// The sessions a refresh groups again are found by lookups, not by grouping the whole index: the
// families of what changed, as stored and as the pointers now make them, each way.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempRoot } from '../../test/support/library-tree';
import { familyScope } from './family-scope';
import { duckdbIndexDb, type IndexDb } from './index-db';
import { openDb, type OpenDb } from './open-db';
import { ensureSchema } from './schema';

const opened: OpenDb[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

async function index(
  files: { session: string; subagents: string[] }[],
  sessions: { session: string; root: string }[],
): Promise<IndexDb> {
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  await ensureSchema(o.db);
  const db = duckdbIndexDb(o.db);
  for (const [i, f] of files.entries())
    await db.run(
      `INSERT INTO files VALUES ('', $1, $2, 1, NULL, NULL, 10, 0, 10, 1, 1, 0, 'h', NULL, $3)`,
      [`/t/${i}.jsonl`, f.session, JSON.stringify(f.subagents)],
    );
  for (const [i, f] of files.entries())
    for (const child of f.subagents)
      await db.run(`INSERT INTO subagent_pointers VALUES ('', $1, $2, $3)`, [
        `/t/${i}.jsonl`,
        f.session,
        child,
      ]);
  for (const s of sessions)
    await db.run(
      `INSERT INTO sessions (session_id, root_session_id, status, messages, requests,
         request_failures, retries, tool_calls, approvals_denied, approvals_forbidden,
         compactions, aborts, input_tokens, cache_read_tokens, cache_write_tokens,
         output_tokens, total_tokens, cost_usd, children)
       VALUES ($1, $2, 'done', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
      [s.session, s.root],
    );
  return db;
}

describe('familyScope', () => {
  it('finds a parent by its pointer to what changed, though no stored row links them', async () => {
    // The parent's family was never indexed (a family that failed): only its file names the child.
    const db = await index(
      [
        { session: 'parent', subagents: ['child'] },
        { session: 'child', subagents: ['grandchild'] },
        { session: 'grandchild', subagents: [] },
        { session: 'other', subagents: ['someone-else'] },
      ],
      [{ session: 'grandchild', root: 'grandchild' }],
    );
    expect(await familyScope(db, '', new Set(['child']))).toEqual(
      new Set(['child', 'parent', 'grandchild']),
    );
  });

  it('takes in the stored family of what changed, of every machine', async () => {
    const db = await index(
      [{ session: 'a', subagents: [] }],
      [
        { session: 'a', root: 'r' },
        { session: 'r', root: 'r' },
        { session: 'b', root: 'r' },
        { session: 'c', root: 'c' },
      ],
    );
    expect(await familyScope(db, '', new Set(['a']))).toEqual(new Set(['a', 'r', 'b']));
  });
});
