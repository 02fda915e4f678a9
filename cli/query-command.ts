import { existsSync } from 'node:fs';
import { defaultDbPath } from '../server/library/db-path';
import { openDb } from '../server/library/open-db';
import { namesRecords, readLocalRecords } from '../server/library/local-records';
import { runQuery } from '../server/library/query';
import { parseArgs, stringFlag, UsageError } from './args';
import { formatRows, ROW_FORMATS, type RowFormat } from './format-rows';
import type { Catalog } from '../src/i18n/catalogs';
import type { CliIo } from './io';
import { wordsOf } from './language';

type CommandWords = Catalog['cli']['commands'];

/** Why DuckDB refused, in the reader's words, when it was the read-only opening (open-db.ts). */
const refusal = (message: string, words: CommandWords): string =>
  /read-only mode/i.test(message)
    ? words.queryReadOnly
    : /disabled by configuration|configuration has been locked/i.test(message)
      ? words.queryConfined
      : '';

const isFormat = (f: string): f is RowFormat => (ROW_FORMATS as readonly string[]).includes(f);

/**
 * `omniscope query "<SQL>" [--db <file>] [--format table|csv|json]`: runs SQL on the library
 * index opened read-only, so a write, another file or a setting is refused by DuckDB and
 * reported, never applied. A query naming `records` reads them from the Trace files first (the
 * local index keeps none). 0 on success, 1 when the SQL fails, 2 on bad usage.
 */
export async function queryCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { db: 'string', format: 'string' });
  const [sql, ...extra] = args.positionals;
  // Blank SQL would run as nothing and print an empty table, hiding an unset shell variable.
  if (sql === undefined || sql.trim() === '') throw new UsageError((e) => e.queryNeedsSql);
  if (extra.length > 0) throw new UsageError((e) => e.queryOneSql);
  const format = stringFlag(args, 'format') ?? 'table';
  if (!isFormat(format)) throw new UsageError((e) => e.formatMustBe(ROW_FORMATS.join(', ')));
  const file = stringFlag(args, 'db') ?? defaultDbPath(io.env);
  // A team store's URL (its password in it) would be echoed as a missing file's name.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(file)) throw new UsageError((e) => e.queryDbIsUrl);
  // DuckDB would create an empty database; a missing index is worth saying instead.
  if (!existsSync(file)) {
    io.stderr.write(`omniscope: ${wordsOf(io).cli.commands.noIndex(file)}\n`);
    return 1;
  }
  const open = await openDb(file, 'read');
  try {
    const local = namesRecords(sql) ? await readLocalRecords(open.db) : undefined;
    if (local) {
      const words = wordsOf(io).cli.commands;
      io.stderr.write(`omniscope: ${words.recordsFromFiles(local.files, local.records)}\n`);
      if (local.changed.length > 0)
        io.stderr.write(`omniscope: ${words.recordsLeftOut(local.changed.length)}\n`);
    }
    io.stdout.write(formatRows(await runQuery(open.db, sql), format, io.stdout.isTTY === true));
    return 0;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const words = wordsOf(io).cli.commands;
    io.stderr.write(`omniscope: ${words.queryFailed(message)}${refusal(message, words)}\n`);
    return 1;
  } finally {
    open.close();
  }
}
