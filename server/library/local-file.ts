// A Trace file of the local library, read from its own disk for the app to open the session as
// dropping its files would: as it is now (a running session opens with its latest lines) up to its
// last line break, as the index reads it, streamed byte for byte from the file it opened. Only a file the index holds, under the served paths and
// reached without a link below them (the walk follows none): the URL names the path.
import { constants } from 'node:fs';
import { type FileHandle, lstat, open, stat } from 'node:fs/promises';
import { sameFile } from '../same-file';
import { textBody, type FileBody } from './file-body';
import { MAX_FILE_BYTES } from './file-problems';
import { LOCAL_MACHINE } from './indexer';
import type { LibrarySql } from './library-sql';
import { completeLinesEnd } from './read-from';
import { rootOf, rootsOf } from './walk';

/** A file of a library by machine and path, as the app reads it, or undefined when not served. */
export type TraceFileSource = (machine: string, path: string) => Promise<FileBody | undefined>;

/**
 * `path`, opened, when nothing below `root` on the way to it is a link and it is a file. Each step
 * is looked at first, then the file opened without following a last link, and what was opened
 * must be the file the steps reached: a folder swapped for a link between the two opens some other
 * file, which is refused, so no moment of the walk lets a file outside the root be read.
 */
async function openLinkFree(root: string, path: string): Promise<FileHandle | undefined> {
  // A file the user named itself is followed, as the walk follows what it was given.
  let reached = path === root ? await stat(path).catch(() => undefined) : undefined;
  if (path !== root) {
    let at = root;
    for (const name of path.slice(root.length + 1).split('/')) {
      at = `${at}/${name}`;
      const s = await lstat(at).catch(() => undefined);
      if (!s || s.isSymbolicLink()) return undefined;
      if (at === path) reached = s;
    }
  }
  if (!reached?.isFile()) return undefined;
  // Not blocking: a file swapped for a FIFO since the look would hold the open until a writer
  // came, and with it a thread of the few that read files; opened at once, it is refused below.
  const flags =
    constants.O_RDONLY | constants.O_NONBLOCK | (path === root ? 0 : constants.O_NOFOLLOW);
  const handle = await open(path, flags).catch(() => undefined);
  if (!handle) return undefined;
  const opened = await handle.stat().catch(() => undefined);
  if (opened?.isFile() && sameFile(opened, reached)) return handle;
  await handle.close();
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
    const handle = await openLinkFree(root, path);
    if (!handle) return undefined;
    let end: number;
    try {
      // The size of the file opened, not of the path: grown past what the index reads since, it
      // is not served either.
      const { size } = await handle.stat();
      end = size > MAX_FILE_BYTES ? -1 : await completeLinesEnd(handle, size);
    } catch (e) {
      await handle.close();
      throw e;
    }
    if (end <= 0) {
      await handle.close();
      return end === 0 ? textBody('') : undefined;
    }
    // The stream owns the file from here: it closes it when read to `end`, failed or destroyed.
    return { length: end, stream: handle.createReadStream({ start: 0, end: end - 1 }) };
  };
}
