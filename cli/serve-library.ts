import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServeOptions } from '../server/index';
import { defaultDbPath } from '../server/library/db-path';
import type { LibraryOptions } from '../server/library/library-service';
import type { ServeArgs } from './serve-options';

type Env = Readonly<Record<string, string | undefined>>;

/** Where PenguinHarness writes its sessions: `$PENGUIN_HOME`, else `~/.penguin/data`. */
export const penguinHome = (env: Env): string =>
  env.PENGUIN_HOME || join(env.HOME || homedir(), '.penguin', 'data');

/**
 * The server options with the library `serve` offers: the paths given, else PenguinHarness's
 * data folder when it exists (the demo stays the start page then), else none.
 */
export function withLibrary(
  args: ServeArgs,
  env: Env,
  exists: (path: string) => boolean,
): Omit<ServeOptions, 'staticDir'> {
  const { libraryPaths, db, ...options } = args;
  const at = (paths: string[]): LibraryOptions => ({
    paths: paths.map((p) => resolve(p)),
    db: db ?? defaultDbPath(env),
  });
  if (libraryPaths) return { ...options, library: at(libraryPaths) };
  const home = penguinHome(env);
  return options.demo && exists(home) ? { ...options, library: at([home]) } : options;
}
