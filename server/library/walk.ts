import { lstat, readdir, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FileProblem } from './file-problems';

export interface FoundFile {
  /** Absolute, with forward slashes: the key in the `files` table. */
  path: string;
  size: number;
  mtimeMs: number;
}

const slashed = (p: string) => (sep === '/' ? p : p.split(sep).join('/'));
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Adds the `.jsonl` files at or under `path` to `out`; links under a named path are not followed. */
async function visit(
  out: Map<string, FoundFile>,
  problems: FileProblem[],
  path: string,
  top: boolean,
): Promise<void> {
  // The paths given are followed (the user named them); links under them are not.
  const s = top ? await stat(path) : await lstat(path);
  if (s.isSymbolicLink()) {
    if (path.endsWith('.jsonl') || (await stat(path).catch(() => null))?.isDirectory())
      problems.push({
        path: slashed(path),
        problem: 'symlink',
        detail: 'links are not followed',
      });
    return;
  }
  if (s.isFile()) {
    if (path.endsWith('.jsonl'))
      out.set(slashed(path), { path: slashed(path), size: s.size, mtimeMs: s.mtimeMs });
    return;
  }
  if (!s.isDirectory()) return;
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (e) {
    if (top) throw e;
    problems.push({ path: slashed(path), problem: 'unreadable', detail: message(e) });
    return;
  }
  for (const entry of entries)
    if (entry.isDirectory() || entry.isFile() || entry.isSymbolicLink())
      await visit(out, problems, join(path, entry.name), false);
}

const sorted = (out: Map<string, FoundFile>) =>
  [...out.values()].sort((a, b) => a.path.localeCompare(b.path));

/**
 * Every `.jsonl` file under the given files and folders. A symbolic link inside them is not
 * followed (it could lead out of them); it and any folder that cannot be listed go to
 * `problems` when given, and the walk goes on.
 */
export async function findTraceFiles(
  paths: readonly string[],
  problems: FileProblem[] = [],
): Promise<FoundFile[]> {
  const out = new Map<string, FoundFile>();
  for (const p of paths) await visit(out, problems, resolve(p), true);
  return sorted(out);
}

/**
 * What a watcher reported, inside the walked paths: the `.jsonl` files at or under each changed
 * path (walked as inside the paths: links not followed), and the changed paths that are gone.
 */
export async function findChangedFiles(
  changed: readonly string[],
  problems: FileProblem[] = [],
): Promise<{ found: FoundFile[]; missing: string[] }> {
  const out = new Map<string, FoundFile>();
  const missing: string[] = [];
  for (const p of changed) {
    const path = resolve(p);
    if ((await lstat(path).catch(() => null)) === null) missing.push(slashed(path));
    else await visit(out, problems, path, false);
  }
  return { found: sorted(out), missing };
}

/** The given paths as the walk keys the files under them: absolute, with forward slashes. */
export const rootsOf = (paths: readonly string[]) => paths.map((p) => slashed(resolve(p)));

/** The one of `roots` that `file` is or is under. */
export const rootOf = (roots: readonly string[], file: string) =>
  roots.find((r) => file === r || file.startsWith(`${r}/`));

/** The folder prefixes a run covers: a file the index holds under one of them but not found is gone. */
export function coveredBy(paths: readonly string[]): (file: string) => boolean {
  const roots = rootsOf(paths);
  return (file) => rootOf(roots, file) !== undefined;
}
