import { appendFileSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import * as fsPromises from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyLines, fileText, tempRoot, tracesFolder } from '../../test/support/library-tree';
import { indexPaths, LOCAL_MACHINE } from './indexer';
import { duckdbSql } from './library-sql';
import { textOf } from '../../test/support/file-answer';
import { localTraceFiles } from './local-file';
import { openDb, type OpenDb } from './open-db';

/** Runs once after the walk looked at `path`, before the file is opened: a swap an attacker times. */
const afterLook = new Map<string, () => void>();
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof fsPromises>();
  return {
    ...real,
    lstat: async (path: string) => {
      const s = await real.lstat(path);
      afterLook.get(path)?.();
      afterLook.delete(path);
      return s;
    },
  };
});

const opened: OpenDb[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
  afterLook.clear();
});

/** An indexed tree with one session, a folder of the same names outside it, and what it serves. */
async function served() {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const { parent } = familyLines();
  const path = join(dir, 'session-a_001.jsonl');
  writeFileSync(path, fileText(parent));
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  await indexPaths(o.db, [root]);
  const outside = tempRoot();
  writeFileSync(join(outside, 'session-a_001.jsonl'), 'a secret outside the library\n');
  return { root, dir, path, outside, read: textOf(localTraceFiles(duckdbSql(o.db), [root])) };
}

describe('a local library file, read from the disk', () => {
  it('is served as it is now, up to its last line break', async () => {
    const { path, read } = await served();
    appendFileSync(path, '{"type":"text","torn');
    const text = await read(LOCAL_MACHINE, path);
    expect(text).toBe(fileText(familyLines().parent));
  });

  it('is refused when the index does not hold it, or another machine is named', async () => {
    const { dir, path, read } = await served();
    const other = join(dir, 'session-b_001.jsonl');
    writeFileSync(other, fileText(familyLines().child));
    expect(await read(LOCAL_MACHINE, other)).toBeUndefined();
    expect(await read('other-machine', path)).toBeUndefined();
    expect(await read(LOCAL_MACHINE, '/etc/passwd')).toBeUndefined();
  });

  it('is refused when the file or a folder on its way became a link out of the library', async () => {
    const { root, dir, path, outside, read } = await served();
    renameSync(path, `${path}.moved`);
    symlinkSync(join(outside, 'session-a_001.jsonl'), path);
    expect(await read(LOCAL_MACHINE, path)).toBeUndefined();

    const project = join(root, 'acme');
    renameSync(project, join(root, 'acme.moved'));
    const copy = join(outside, 'acme', 'agents', 'coder', 'traces', '2026-01-02');
    mkdirSync(copy, { recursive: true });
    writeFileSync(join(copy, 'session-a_001.jsonl'), 'a secret outside the library\n');
    symlinkSync(join(outside, 'acme'), project);
    expect(dir.startsWith(project)).toBe(true);
    expect(await read(LOCAL_MACHINE, path)).toBeUndefined();
  });

  it('is refused, at once, when the file became a FIFO after the walk looked', async () => {
    const { path, read } = await served();
    afterLook.set(path, () => {
      renameSync(path, `${path}.moved`);
      execFileSync('mkfifo', [path]);
    });
    // Opened blocking, the read would wait for a writer that never comes.
    expect(await read(LOCAL_MACHINE, path)).toBeUndefined();
    expect(afterLook.size).toBe(0);
  });

  it('is refused when a folder is swapped for a link after the walk looked and before the open', async () => {
    const { root, path, outside, read } = await served();
    const copy = join(outside, 'acme', 'agents', 'coder', 'traces', '2026-01-02');
    mkdirSync(copy, { recursive: true });
    writeFileSync(join(copy, 'session-a_001.jsonl'), 'a secret outside the library\n');
    const project = join(root, 'acme');
    afterLook.set(path, () => {
      renameSync(project, join(root, 'acme.moved'));
      symlinkSync(join(outside, 'acme'), project);
    });
    expect(await read(LOCAL_MACHINE, path)).toBeUndefined();
    // The swap ran: without the check of what was opened, the secret would have been served.
    expect(afterLook.size).toBe(0);
    expect(await fsPromises.readFile(path, 'utf8')).toContain('a secret');
  });
});
