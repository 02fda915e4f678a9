import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { groupSessions, planLoad } from '../../src/ingest/file-set';
import type { ParsedRecord, PlannedFile } from '../../src/ingest/types';
import type { TraceState } from '../../src/store/model';
import {
  CHILD,
  PARENT,
  familyLines,
  fileText,
  tempRoot,
  tracesFolder,
} from '../../test/support/library-tree';
import { forEachFamilyState, type FamilySource } from './family-state';
import { duckdbIndexDb } from './index-db';
import { indexPaths } from './indexer';
import { openDb, type OpenDb } from './open-db';
import { readAgainFrom, type ReadAgain } from './read-again';

const opened: OpenDb[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

/** An index of a parent and its child, and its family's state with the files `again` gives. */
async function indexedFamily() {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const { parent, child } = familyLines();
  writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
  writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  await indexPaths(o.db, [root]);
  const db = duckdbIndexDb(o.db);
  const files = await db.all('SELECT * FROM files ORDER BY path');
  const paths = files.map((f) => String(f.path));
  const plan = planLoad(
    groupSessions(
      files.map((f, fileIndex) => ({
        fileIndex,
        name: String(f.path).slice(String(f.path).lastIndexOf('/') + 1),
        size: Number(f.size),
        subagentIds: JSON.parse(String(f.subagents)) as string[],
      })),
    ),
  );
  const whole = new Map(
    files.map((f) => [
      String(f.path),
      {
        bytesRead: Number(f.bytes_read),
        linesRead: Number(f.lines_read),
        readHash: String(f.read_hash),
      },
    ]),
  );
  return {
    plan,
    whole,
    paths,
    async stateWith(
      again: ReadAgain,
      lost: string[] = [],
      parsed: string[] = [],
      stored?: FamilySource['stored'],
    ) {
      const states: TraceState[] = [];
      const pathOf = (p: PlannedFile) => paths[p.file.fileIndex] ?? '';
      const take = (s: TraceState) => states.push(s);
      const source: FamilySource = {
        pathOf,
        again,
        lost: (path) => lost.push(path),
        parsed: (path) => parsed.push(path),
        ...(stored ? { stored } : {}),
      };
      await forEachFamilyState([plan], source, take);
      return states;
    },
  };
}

describe('forEachFamilyState', () => {
  it('derives a family from its files read again, and names a file that changed since', async () => {
    const { plan, whole, paths, stateWith } = await indexedFamily();
    expect(plan.map((p) => p.sessionId)).toEqual([PARENT, CHILD]);
    const lost: string[] = [];
    const parsed: string[] = [];
    const fromFiles = await stateWith(readAgainFrom(whole, { keepText: false }), lost, parsed);
    expect(fromFiles).toHaveLength(1);
    expect(fromFiles[0]?.items.size).toBeGreaterThan(10);
    expect(lost).toEqual([]);
    expect(parsed.sort()).toEqual([...paths].sort());
    // Rewritten before the family was derived: the local index has no copy of what was read…
    const changed: ReadAgain = {
      bytes: () => Promise.resolve(undefined),
      parse: () => ({ records: [], bad: [], starts: [] }),
    };
    const without = await stateWith(changed, lost);
    expect(without[0]?.items.size).toBe(0);
    expect(lost.sort()).toEqual([...paths].sort());
    // …and the team store reads back the records it holds.
    const again = readAgainFrom(whole, { keepText: false });
    const held = new Map<string, readonly ParsedRecord[]>();
    for (const path of paths) {
      const bytes = await again.bytes(path);
      if (bytes) held.set(path, again.parse(path, bytes).records);
    }
    const fromStore = await stateWith(changed, [], [], (path) =>
      Promise.resolve(held.get(path) ?? []),
    );
    expect(fromStore).toEqual(fromFiles);
  });
});
