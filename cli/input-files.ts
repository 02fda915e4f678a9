import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `folder` whose name ends with `ext`, sorted by path (symlinked folders are not followed). */
async function filesUnder(folder: string, ext: string): Promise<string[]> {
  const out: string[] = [];
  const visit = async (path: string): Promise<void> => {
    const entries = await readdir(path, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(path, entry.name);
      if (entry.isDirectory()) await visit(p);
      else if (entry.isFile() && entry.name.toLowerCase().endsWith(ext)) out.push(p);
    }
  };
  await visit(folder);
  return out;
}

/**
 * The files the arguments name: a file as given (its format is checked when it is read); a
 * folder as the Trace files (.jsonl) under it or, when it has none, its captures (.sse): a
 * capture beside the Trace files holds the same records again. A missing path throws.
 */
export async function inputFiles(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const path of paths) {
    const s = await stat(path);
    if (s.isFile()) out.push(path);
    else if (s.isDirectory()) {
      const traces = await filesUnder(path, '.jsonl');
      // A loop, not push(...list): a folder of a few hundred thousand files would overflow the
      // stack as arguments.
      for (const f of traces.length ? traces : await filesUnder(path, '.sse')) out.push(f);
    }
  }
  return out;
}
