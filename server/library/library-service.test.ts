import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath, SESSION_A, TRACE_FILES } from '../../test/support/fixtures';
import { tempRoot, writeGenerated } from '../../test/support/library-tree';
import { Library } from './library-service';

describe('a served library', () => {
  it('closes after the run under way, and starts none asked for during it', async () => {
    const root = tempRoot();
    writeGenerated(root, 400, 3);
    const library = await Library.open({ paths: [root], db: join(tempRoot(), 'library.duckdb') });
    const first = library.refresh();
    // Asked for while the first run goes: it would start as that one ends, on a closed database.
    void library.refresh([join(root, 'x.jsonl')]);
    expect(library.status().indexing).toBe(true);
    await library.close();
    await first;
    expect(library.status().indexing).toBe(false);
    // A refresh after close does nothing and settles.
    await library.refresh();
    expect(library.status().indexing).toBe(false);
  });

  it('lists each copy left out once, however many runs a watcher starts', async () => {
    const root = tempRoot();
    const folders = ['one', 'two'].map((name) => join(root, name));
    for (const folder of folders) {
      mkdirSync(folder);
      for (const name of TRACE_FILES)
        copyFileSync(fixturePath(SESSION_A + name), join(folder, name));
    }
    const library = await Library.open({ paths: [root], db: join(tempRoot(), 'library.duckdb') });
    const copies = () =>
      (library.status().last?.problems ?? [])
        .filter((p) => p.problem === 'copy')
        .map((p) => p.path);
    const expected = TRACE_FILES.map((name) => join(folders[1] as string, name));
    await library.refresh();
    expect(copies()).toEqual(expected);
    // A run that looked at one new file still names every copy, each once.
    writeGenerated(root, 1, 9);
    await library.refresh([join(root, 'new')]);
    await library.refresh([folders[0] as string]);
    expect(copies()).toEqual(expected);
    await library.close();
  });

  it('names an empty file, one of blank lines, one of bad lines only and one of a single torn line, each run, until they hold a record', async () => {
    const root = tempRoot();
    const empty = join(root, 'session-2026-12-02-10-00-00-0000aaaa_001.jsonl');
    const torn = join(root, 'session-2026-12-02-10-00-00-0000bbbb_001.jsonl');
    const blank = join(root, 'session-2026-12-02-10-00-00-0000cccc_001.jsonl');
    writeFileSync(empty, '');
    writeFileSync(blank, '\n\n\n');
    // Lines, but not one record: its bad lines are listed, and it holds no session either.
    const bad = join(root, 'session-2026-12-02-10-00-00-0000dddd_001.jsonl');
    writeFileSync(bad, 'not a record\n{"type":\n');
    const meta = readFileSync(fixturePath(SESSION_A + TRACE_FILES[0]), 'utf8').split('\n')[0] ?? '';
    writeFileSync(torn, meta.slice(0, 80));
    const library = await Library.open({ paths: [root], db: join(tempRoot(), 'library.duckdb') });
    const said = () =>
      (library.status().last?.problems ?? [])
        .filter((p) => p.problem === 'no-session')
        .map((p) => [p.path, p.reading, p.detail]);
    await library.refresh();
    const both = [
      [empty, { code: 'empty-file' }, 'the file is empty, perhaps still being written'],
      [
        torn,
        { code: 'only-line-incomplete', params: { line: 1 } },
        'line 1, its only record, is incomplete: no newline at its end, perhaps still being written',
      ],
      [
        blank,
        { code: 'blank-lines-only' },
        'the file holds only blank lines, perhaps still being written',
      ],
      // As `omniscope validate` says of it.
      [bad, { code: 'no-records' }, 'no records'],
    ];
    expect(said()).toEqual(both);
    // A run that read nothing new still names them, once each.
    await library.refresh([root]);
    expect(said()).toEqual(both);
    // The line written out: a session, no longer a problem.
    writeFileSync(torn, `${meta}\n`);
    await library.refresh([torn]);
    expect(said()).toEqual([both[0], both[2], both[3]]);
    expect(library.status().last?.sessions).toBe(1);
    await library.close();
  });
});
