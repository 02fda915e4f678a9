// A Trace file of the local library, read from its own disk for the app to open the session as
// dropping its files would: as it is now (a running session opens with its latest lines) up to its
// last line break, as the index reads it. Only a file the index holds, under the served paths and
// reached without a link below them (the walk follows none): the URL names the path.
import { lstat, stat } from 'node:fs/promises';
import { MAX_FILE_BYTES } from './file-problems';
import { LOCAL_MACHINE } from './indexer';
import type { LibrarySql } from './library-sql';
import { readCompleteLines } from './read-from';
import { rootOf, rootsOf } from './walk';

/** A file of a library by machine and path, as the app reads it, or undefined when not served. */
export type TraceFileSource = (machine: string, path: string) => Promise<string | undefined>;

/** The size of `path` when nothing below `root` on the way to it is a link and it is a file. */
async function linkFreeSize(root: string, path: string): Promise<number | undefined> {
  // A file the user named itself is followed, as the walk follows what it was given.
  if (path === root) {
    const s = await stat(path).catch(() => undefined);
    return s?.isFile() ? s.size : undefined;
  }
  let at = root;
  for (const name of path.slice(root.length + 1).split('/')) {
    at = `${at}/${name}`;
    const s = await lstat(at).catch(() => undefined);
    if (!s || s.isSymbolicLink()) return undefined;
    if (at === path) return s.isFile() ? s.size : undefined;
  }
  return undefined;
}

/** The local index's files under `paths`, read from the disk. */
export function localTraceFiles(sql: LibrarySql, paths: readonly string[]): TraceFileSource {
  // The innermost root first: a folder link the user named inside another path is followed.
  const roots = rootsOf(paths).sort((a, b) => b.length - a.length);
  return async (machine, path) => {
    const root = rootOf(roots, path);
    if (machine !== LOCAL_MACHINE || root === undefined) return undefined;
    const held = await sql.all('SELECT 1 AS n FROM files WHERE machine = $1 AND path = $2', [
      machine,
      path,
    ]);
    if (held.length === 0) return undefined;
    const size = await linkFreeSize(root, path);
    // Grown past what the index reads since: not read whole into memory either.
    if (size === undefined || size > MAX_FILE_BYTES) return undefined;
    return (await readCompleteLines(path, 0, size)).text;
  };
}
