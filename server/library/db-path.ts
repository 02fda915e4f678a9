import { homedir } from 'node:os';
import { join } from 'node:path';

/** `$XDG_CACHE_HOME/omniscope/library.duckdb`, else `~/.cache/omniscope/library.duckdb`. */
export function defaultDbPath(env: Readonly<Record<string, string | undefined>>): string {
  const cache = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(cache, 'omniscope', 'library.duckdb');
}
