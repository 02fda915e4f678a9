import { defaultDbPath } from '../server/library/db-path';
import { indexPaths } from '../server/library/indexer';
import { openDb } from '../server/library/open-db';
import { parseArgs, stringFlag, UsageError } from './args';
import type { CliIo } from './io';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * `omniscope index <paths...> [--db <file>]`: adds what the Trace files under the paths gained
 * since the last run to the library index. 0 on success, 1 when a path or the index cannot be
 * read or written, 2 on bad usage. The Trace folders are only read.
 */
export async function indexCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { db: 'string' });
  if (args.positionals.length === 0)
    throw new UsageError('index needs at least one folder or file');
  const file = stringFlag(args, 'db') ?? defaultDbPath(io.env);
  let open;
  try {
    open = await openDb(file, 'write');
  } catch (e) {
    io.stderr.write(`omniscope: cannot open ${file}: ${e instanceof Error ? e.message : e}\n`);
    return 1;
  }
  try {
    const s = await indexPaths(open.db, args.positionals);
    const rebuilt = s.schema === 'rebuilt' ? ' (index of an older version rebuilt)' : '';
    io.stdout.write(
      `${file}${rebuilt}\n` +
        `  ${plural(s.filesRead, 'file')} read, ${s.filesUnchanged} unchanged, ${s.filesRemoved} removed\n` +
        `  ${plural(s.records, 'record')} added, ${plural(s.badLines, 'bad line')}\n` +
        `  ${plural(s.sessionsUpdated, 'session')} updated, ${plural(s.sessions, 'session')} in the index\n` +
        s.problems.map((p) => `  not read: ${p.path} (${p.problem}: ${p.detail})\n`).join(''),
    );
    return 0;
  } catch (e) {
    io.stderr.write(`omniscope: index failed: ${e instanceof Error ? e.message : e}\n`);
    return 1;
  } finally {
    open.close();
  }
}
