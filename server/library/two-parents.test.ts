// A child session named by the subagent pointers of two parents: one row for it, under the parent
// the session view hangs it under (the first by session id), whatever order the files come in
// and in both engines; the other parent's pointer is listed as a problem naming both.
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { groupSessions } from '../../src/ingest/file-set';
import { tables } from '../../test/support/library-tables';
import {
  CHILD,
  familyLines,
  fileText,
  PARENT,
  SECOND_PARENT,
  secondParentLines,
  tempRoot,
  tracesFolder,
} from '../../test/support/library-tree';
import {
  closeRefreshingEngines,
  localIndex,
  teamStore,
  type RefreshingEngine,
} from '../../test/support/refreshing-engines';
import { createTraceBuilder } from '../../test/support/trace-builder';
import type { FileProblem } from './file-problems';
import { LOCAL_MACHINE } from './indexer';
import { familyQuery } from './queries/family-query';
import { columnsOf } from './schema';
import { twoParentProblems } from './two-parents';

const OTHER = SECOND_PARENT;
/** A child whose files are nowhere: known only from the two pointers. */
const GONE = 'session-2026-01-02-05-00-09-0000dddd';

afterEach(closeRefreshingEngines);

function writeTree() {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const { parent, child } = familyLines();
  const goneB = createTraceBuilder({ start: '2026-01-02T03:05:00.000Z' });
  const files = {
    parent: join(dir, `${PARENT}_001.jsonl`),
    child: join(dir, `${CHILD}_001.jsonl`),
    other: join(dir, `${OTHER}_001.jsonl`),
  };
  const texts = {
    parent: fileText([...parent, JSON.stringify(goneB.makeSubagent({ session_id: GONE }))]),
    child: fileText(child),
    other: fileText(secondParentLines([CHILD, GONE])),
  };
  return { root, files, texts };
}

const SESSIONS =
  'SELECT session_id, root_session_id, parent_session_id, status, children FROM sessions ORDER BY session_id';

async function allEqualWhole(engine: (root: string) => Promise<RefreshingEngine>) {
  const { root, files, texts } = writeTree();
  const live = await engine(root);
  const step = async (what: string, changed: string[]) => {
    const { problems } = await live.refresh(changed);
    const whole = await engine(root);
    const all = await whole.refresh();
    expect(await tables(live.sql, live.keepsRecords), what).toEqual(
      await tables(whole.sql, whole.keepsRecords),
    );
    const shared = (p: FileProblem[]) => p.filter((x) => x.problem === 'two-parents');
    expect(shared(problems), what).toEqual(shared(all.problems));
    return { sessions: await live.sql.all(SESSIONS), problems: shared(problems) };
  };
  // The later parent first, then the child, then the first parent, which takes both children.
  writeFileSync(files.other, texts.other);
  await step('the later parent', [files.other]);
  writeFileSync(files.child, texts.child);
  await step('the child', [files.child]);
  writeFileSync(files.parent, texts.parent);
  const both = await step('the first parent', [files.parent]);
  expect(both.sessions).toEqual(
    [
      {
        session_id: PARENT,
        root_session_id: PARENT,
        parent_session_id: null,
        status: 'done',
        children: 2,
      },
      {
        session_id: CHILD,
        root_session_id: PARENT,
        parent_session_id: PARENT,
        status: 'done',
        children: 0,
      },
      {
        session_id: OTHER,
        root_session_id: OTHER,
        parent_session_id: null,
        status: 'done',
        children: 0,
      },
      {
        session_id: GONE,
        root_session_id: PARENT,
        parent_session_id: PARENT,
        status: 'missing',
        children: 0,
      },
    ].sort((a, b) => (a.session_id < b.session_id ? -1 : 1)),
  );
  expect(both.problems.map((p) => [p.path, p.reading])).toEqual([
    [
      files.other,
      { code: 'two-parents', params: { child: CHILD, parents: [PARENT, OTHER], under: PARENT } },
    ],
    [
      files.other,
      { code: 'two-parents', params: { child: GONE, parents: [PARENT, OTHER], under: PARENT } },
    ],
  ]);
  // The first parent removed: the child goes to the other, and no row of it is left behind.
  rmSync(files.parent);
  const left = await step('the first parent removed', [files.parent]);
  expect(left.sessions).toEqual(
    [
      {
        session_id: CHILD,
        root_session_id: OTHER,
        parent_session_id: OTHER,
        status: 'done',
        children: 0,
      },
      {
        session_id: OTHER,
        root_session_id: OTHER,
        parent_session_id: null,
        status: 'done',
        children: 2,
      },
      {
        session_id: GONE,
        root_session_id: OTHER,
        parent_session_id: OTHER,
        status: 'missing',
        children: 0,
      },
    ].sort((a, b) => (a.session_id < b.session_id ? -1 : 1)),
  );
  expect(left.problems).toEqual([]);
  writeFileSync(files.parent, texts.parent);
  await step('the first parent back', [files.parent]);
  // Each parent's file grows: a family kept from the run before goes on from its state.
  const more = createTraceBuilder({ start: '2026-01-02T06:00:00.000Z' });
  for (const path of [files.parent, files.other]) {
    appendFileSync(path, fileText([JSON.stringify(more.text('user', 'And the docs?'))]));
    await step('a parent grown', [path]);
  }
  rmSync(files.child);
  await step('the child removed', [files.child]);
}

/** Each parent's family opens with the child's files, wherever its row is listed. */
async function eitherParentOpensTheChild(engine: (root: string) => Promise<RefreshingEngine>) {
  const { root, files, texts } = writeTree();
  for (const f of ['parent', 'child', 'other'] as const) writeFileSync(files[f], texts[f]);
  const e = await engine(root);
  await e.refresh();
  const opened = async (id: string) => (await familyQuery(e.sql, id)).files.map((f) => f.path);
  expect(await opened(PARENT)).toEqual([files.parent, files.child].sort());
  expect(await opened(OTHER)).toEqual([files.other, files.child].sort());
  expect(await opened(CHILD)).toEqual([files.parent, files.child].sort());
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plan?: PlanNode;
  Plans?: PlanNode[];
}

/** The rows of `files` a plan's nodes read: those they return and those they filter out. */
function filesRowsRead(node: PlanNode | undefined): number {
  if (node === undefined) return 0;
  const own =
    node['Relation Name'] === 'files'
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return [node.Plan, ...(node.Plans ?? [])].reduce((n, p) => n + filesRowsRead(p), own);
}

/** Files of a session naming a child of its own, like most parents of a store. */
const OTHER_PARENTS = 1000;

/**
 * The team store's problems of a machine of many parents: the rows of `files` they read (in the
 * statements' own transaction, whatever plan the store picks), and the problems.
 */
async function storeReads() {
  const { root, files, texts } = writeTree();
  for (const f of ['parent', 'child', 'other'] as const) writeFileSync(files[f], texts[f]);
  const e = await teamStore(root);
  await e.refresh();
  // Copies of the parent's row, each naming a child no one else does.
  const kept = new Set(['path', 'session_id', 'subagents']);
  const columns = columnsOf('files').map((c) => c.name);
  const copied = columns.map((c) => (kept.has(c) ? null : c)).filter((c) => c !== null);
  await e.sql.all(
    `INSERT INTO files (path, session_id, subagents, ${copied.join(', ')})
     SELECT '/other/' || g, 'other-' || g, '["child-' || g || '"]', ${copied.join(', ')}
     FROM files, generate_series(1, ${OTHER_PARENTS}) AS g WHERE path = $1`,
    [files.parent],
  );
  await e.sql.all(`INSERT INTO subagent_pointers (machine, path, session_id, child_session_id)
    SELECT machine, path, session_id, 'child-' || substr(path, 8) FROM files
    WHERE path LIKE '/other/%'`);
  await e.sql.all('ANALYZE');
  // Each statement run as the store runs it, counting the rows of `files` its plan reads.
  let read = 0;
  const problems = await twoParentProblems(
    {
      engine: 'postgres',
      all: async (sql, params = []) => {
        const [explained] = await e.sql.all(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        // The client parses a json column: the plan comes as objects, whatever SqlRow says.
        read += filesRowsRead((explained?.['QUERY PLAN'] as unknown as PlanNode[])[0]);
        return e.sql.all(sql, params);
      },
    },
    LOCAL_MACHINE,
    new Set(),
  );
  return { files, problems, read };
}

describe('a child named by two parents', { timeout: 60_000 }, () => {
  it('is the session view’s: under the first parent by id, as the app groups those files', () => {
    const meta = (name: string, subagentIds: string[], fileIndex: number) => ({
      name,
      size: 1,
      fileIndex,
      subagentIds,
    });
    const groups = groupSessions([
      meta(`${OTHER}_001.jsonl`, [CHILD], 0),
      meta(`${CHILD}_001.jsonl`, [], 1),
      meta(`${PARENT}_001.jsonl`, [CHILD], 2),
    ]);
    expect(groups.map((g) => [g.sessionId, g.children.map((c) => c.sessionId)])).toEqual([
      [PARENT, [CHILD]],
      [OTHER, []],
    ]);
  });

  it('has one row in the local index, the same whether its files come at once or one by one', async () => {
    await allEqualWhole(localIndex);
  });

  it('has one row in the team store, whose ingest does not fail on it', async () => {
    await allEqualWhole(teamStore);
  });

  it('is found in the team store without reading every file of the machine', async () => {
    const { files, problems, read } = await storeReads();
    const params = (child: string) => ({ child, parents: [PARENT, OTHER], under: PARENT });
    expect(problems.map((p) => [p.path, p.reading])).toEqual([
      [files.other, { code: 'two-parents', params: params(CHILD) }],
      [files.other, { code: 'two-parents', params: params(GONE) }],
    ]);
    // The rows of the pointers naming those children: two files, each once per child.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(4);
  });

  it('opens with either parent, in both engines', async () => {
    await eitherParentOpensTheChild(localIndex);
    await eitherParentOpensTheChild(teamStore);
  });
});
