import { defaultDbPath } from '../server/library/db-path';
import { indexPaths } from '../server/library/indexer';
import { openDb } from '../server/library/open-db';
import { parseArgs, stringFlag, UsageError } from './args';
import type { CliIo } from './io';
import { wordsOf } from './language';
import { problemLines } from './problem-lines';

/**
 * `omniscope index <paths...> [--db <file>]`: adds what the Trace files under the paths gained
 * since the last run to the library index. 0 on success, 1 when a path or the index cannot be
 * read or written, 2 on bad usage. The Trace folders are only read.
 */
export async function indexCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { db: 'string' });
  if (args.positionals.length === 0) throw new UsageError((e) => e.indexNeedsInput);
  const file = stringFlag(args, 'db') ?? defaultDbPath(io.env);
  let open;
  try {
    open = await openDb(file, 'write');
  } catch (e) {
    io.stderr.write(
      `omniscope: ${wordsOf(io).cli.commands.cannotOpen(file, e instanceof Error ? e.message : String(e))}\n`,
    );
    return 1;
  }
  try {
    const s = await indexPaths(open.db, args.positionals);
    const words = wordsOf(io).cli.commands;
    const rebuilt = s.schema === 'rebuilt' ? words.olderIndexRebuilt : '';
    io.stdout.write(
      `${file}${rebuilt}\n` + words.passSummary(s, false) + problemLines(wordsOf(io), s.problems),
    );
    return 0;
  } catch (e) {
    io.stderr.write(
      `omniscope: ${wordsOf(io).cli.commands.indexFailed(e instanceof Error ? e.message : String(e))}\n`,
    );
    return 1;
  } finally {
    open.close();
  }
}
