import { existsSync } from 'node:fs';
import { defaultDbPath } from '../server/library/db-path';
import { openDb } from '../server/library/open-db';
import { namesRecords, readLocalRecords } from '../server/library/local-records';
import { runQuery, type QueryResult } from '../server/library/query';
import { openPostgresLibrary } from '../server/library/postgres/library-sql';
import { StoreEmptyError } from '../server/library/postgres/store-empty';
import { parseArgs, stringFlag, UsageError } from './args';
import { LIBRARY_URL_ENV, postgresUrlArg } from './postgres-url-arg';
import { formatRows, ROW_FORMATS, type RowFormat } from './format-rows';
import type { Catalog } from '../src/i18n/catalogs';
import type { CliIo } from './io';
import { wordsOf } from './language';

type CommandWords = Catalog['cli']['commands'];

/**
 * Why the engine refused, in the reader's words, when it was the read-only opening (open-db.ts)
 * or the team store's READ ONLY transaction.
 */
const refusal = (message: string, words: CommandWords): string =>
  /read-only mode/i.test(message)
    ? words.queryReadOnly
    : /read-only transaction/i.test(message)
      ? words.queryStoreReadOnly
      : /disabled by configuration|configuration has been locked/i.test(message)
        ? words.queryConfined
        : '';

const isFormat = (f: string): f is RowFormat => (ROW_FORMATS as readonly string[]).includes(f);

/** The local index read-only; a query naming `records` reads them from the Trace files first. */
async function queryIndex(file: string, sql: string, io: CliIo): Promise<QueryResult | undefined> {
  // DuckDB would create an empty database; a missing index is worth saying instead.
  if (!existsSync(file)) {
    io.stderr.write(`omniscope: ${wordsOf(io).cli.commands.noIndex(file)}\n`);
    return undefined;
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
    return await runQuery(open.db, sql);
  } finally {
    open.close();
  }
}

/** The team store, as a role that may only read, in a READ ONLY transaction (as `serve --library`). */
async function queryStore(url: URL, sql: string): Promise<QueryResult> {
  const store = await openPostgresLibrary(url);
  try {
    return await store.table(sql);
  } finally {
    await store.close();
  }
}

/**
 * `omniscope query "<SQL>" [--db <file> | --library <postgres-url>] [--format table|csv|json]`:
 * runs SQL on the library index opened read-only, or on a team store in a read-only transaction,
 * so a write, another file or a setting is refused by the engine and reported, never applied.
 * 0 on success, 1 when the SQL fails, 2 on bad usage.
 */
export async function queryCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { db: 'string', library: 'string', format: 'string' });
  const [sql, ...extra] = args.positionals;
  // Blank SQL would run as nothing and print an empty table, hiding an unset shell variable.
  if (sql === undefined || sql.trim() === '') throw new UsageError((e) => e.queryNeedsSql);
  if (extra.length > 0) throw new UsageError((e) => e.queryOneSql);
  const format = stringFlag(args, 'format') ?? 'table';
  if (!isFormat(format)) throw new UsageError((e) => e.formatMustBe(ROW_FORMATS.join(', ')));
  const flagged = stringFlag(args, 'library');
  const db = stringFlag(args, 'db');
  // A reader's URL in the environment stays out of the shell history and the process list.
  const library = flagged ?? (db === undefined ? io.env[LIBRARY_URL_ENV] || undefined : undefined);
  if (library !== undefined && db !== undefined) throw new UsageError((e) => e.queryDbOrLibrary);
  const file = db ?? defaultDbPath(io.env);
  // A team store's URL (its password in it) would be echoed as a missing file's name.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(file)) throw new UsageError((e) => e.queryDbIsUrl);
  const url =
    library !== undefined
      ? postgresUrlArg(library, flagged !== undefined ? '--library' : LIBRARY_URL_ENV)
      : undefined;
  try {
    const result = url ? await queryStore(url, sql) : await queryIndex(file, sql, io);
    if (!result) return 1;
    io.stdout.write(formatRows(result, format, io.stdout.isTTY === true));
    return 0;
  } catch (e) {
    if (e instanceof StoreEmptyError) {
      io.stderr.write(`omniscope: ${wordsOf(io).library.storeEmpty}\n`);
      return 1;
    }
    const message = e instanceof Error ? e.message : String(e);
    const words = wordsOf(io).cli.commands;
    io.stderr.write(`omniscope: ${words.queryFailed(message)}${refusal(message, words)}\n`);
    return 1;
  }
}
