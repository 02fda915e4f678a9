import { readdir, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export interface FoundFile {
  /** Absolute, with forward slashes: the key in the `files` table. */
  path: string;
  size: number;
  mtimeMs: number;
}

const slashed = (p: string) => (sep === '/' ? p : p.split(sep).join('/'));

/** Every `.jsonl` file under the given files and folders (symlinked folders are not followed). */
export async function findTraceFiles(paths: readonly string[]): Promise<FoundFile[]> {
  const out = new Map<string, FoundFile>();
  const visit = async (path: string): Promise<void> => {
    const s = await stat(path);
    if (s.isFile()) {
      if (path.endsWith('.jsonl'))
        out.set(slashed(path), { path: slashed(path), size: s.size, mtimeMs: s.mtimeMs });
      return;
    }
    if (!s.isDirectory()) return;
    for (const entry of await readdir(path, { withFileTypes: true }))
      if (entry.isDirectory() || entry.isFile()) await visit(join(path, entry.name));
  };
  for (const p of paths) await visit(resolve(p));
  return [...out.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The folder prefixes a run covers: a file the index holds under one of them but not found is gone. */
export function coveredBy(paths: readonly string[]): (file: string) => boolean {
  const roots = paths.map((p) => slashed(resolve(p)));
  return (file) => roots.some((r) => file === r || file.startsWith(`${r}/`));
}
