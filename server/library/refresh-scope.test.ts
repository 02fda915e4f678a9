// A refresh re-derives the families its files touch and no others: whatever the change (a child
// or a parent arriving after the other, a rotation, a removed file, a child taken by another
// parent, a file moved to another folder), every table it leaves equals the one an index of the
// whole tree builds, in both engines. A session found in two folders keeps the kept copy's place.
import {
  appendFileSync,
  copyFileSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBenchSession } from '../../test/support/library-bench-tree';
import { generatedSessionId, sessionFolder } from '../../test/support/library-engines';
import { tables } from '../../test/support/library-tables';
import {
  CHILD,
  familyLines,
  fileText,
  PARENT,
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

afterEach(closeRefreshingEngines);

const RECORDS = 40;
const idOf = generatedSessionId;

/** Each change, then the engine's refresh naming what it changed, then its tables against a whole index. */
async function changesEqualWholeIndex(open: (root: string) => Promise<RefreshingEngine>) {
  const root = tempRoot();
  for (const i of [3, 5, 27, 62]) writeBenchSession(root, i, RECORDS);
  // A copy of a session in another folder: left out, and listed by every run.
  const copyOf = join(sessionFolder(root, 5, '2026-01-06'), `${idOf(5)}_001.jsonl`);
  copyFileSync(
    copyOf,
    join(tracesFolder(root, 'copies', 'coder', '2026-01-06'), `${idOf(5)}_001.jsonl`),
  );
  // A session rotated at a compaction: its third file comes later.
  const third = join(sessionFolder(root, 27, '2026-01-28'), `${idOf(27)}_003.jsonl`);
  const thirdText = readFileSync(third);
  rmSync(third);
  const { parent, child } = familyLines();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const parentFile = join(dir, `${PARENT}_001.jsonl`);
  const childFile = join(dir, `${CHILD}_001.jsonl`);

  const live = await open(root);
  await live.refresh();
  const step = async (what: string, changed: string[]) => {
    const { problems } = await live.refresh(changed);
    const whole = await open(root);
    const all = await whole.refresh();
    expect(await tables(live.sql, live.keepsRecords), what).toEqual(
      await tables(whole.sql, whole.keepsRecords),
    );
    const copies = (p: { problems: FileProblem[] }) =>
      p.problems.filter((x) => x.problem === 'copy');
    expect(copies({ problems }), what).toEqual(copies(all));
  };

  writeFileSync(childFile, fileText(child));
  await step('a child alone', [childFile]);
  writeFileSync(parentFile, fileText(parent));
  await step('its parent after it', [parentFile]);
  await step('a parent', writeBenchSession(root, 30, RECORDS));
  await step('its child after it', writeBenchSession(root, 31, RECORDS));
  writeFileSync(third, thirdText);
  await step('a rotation', [third]);
  const parentSecond = join(sessionFolder(root, 30, '2026-01-31'), `${idOf(30)}_002.jsonl`);
  rmSync(parentSecond);
  await step("a parent's rotated file removed", [parentSecond]);
  const childOf30 = join(sessionFolder(root, 30, '2026-01-31'), `${idOf(31)}_001.jsonl`);
  rmSync(childOf30);
  await step('a child removed', [childOf30]);
  // The child's pointer moves from its parent to session 62, then back.
  const taker = join(sessionFolder(root, 62, '2026-03-04'), `${idOf(62)}_001.jsonl`);
  const start = '2026-03-04T10:00:00.000Z';
  const pointer = createTraceBuilder({ start }).makeSubagent({ session_id: CHILD });
  appendFileSync(taker, fileText([JSON.stringify(pointer)]));
  writeFileSync(parentFile, fileText(parent.filter((l) => !l.includes('"subagent"'))));
  await step('a child taken by another parent', [taker, parentFile]);
  const rootOfChild = `SELECT root_session_id FROM sessions WHERE session_id = '${CHILD}'`;
  expect(await live.sql.all(rootOfChild)).toEqual([{ root_session_id: idOf(62) }]);
  rmSync(taker);
  await step('a child whose parent is removed', [taker]);
  writeFileSync(parentFile, fileText(parent));
  await step('a child back under its parent', [parentFile]);
  const moved = join(tracesFolder(root, 'acme', 'coder', '2026-01-09'), `${CHILD}_001.jsonl`);
  renameSync(childFile, moved);
  await step('a file moved to another folder', [childFile, moved]);
}

describe('a refresh naming a few files', { timeout: 60_000 }, () => {
  it('leaves the local index equal to one of the whole tree, whatever the change', async () => {
    await changesEqualWholeIndex(localIndex);
  });

  it('leaves the team store equal to one ingested whole, whatever the change', async () => {
    await changesEqualWholeIndex(teamStore);
  });
});
