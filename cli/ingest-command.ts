import { hostname } from 'node:os';
import { connectClient, storeError } from '../server/library/postgres/connect';
import { ingestPaths, type IngestSummary } from '../server/library/postgres/ingest';
import { parsePostgresUrl, PostgresUrlError, redactUrl } from '../server/library/postgres/url';
import { booleanFlag, parseArgs, stringFlag, UsageError } from './args';
import type { CliIo } from './io';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const WATCH_MS = 1000;

export interface IngestDeps {
  /** Calls `stop` on SIGINT or SIGTERM; returns a function that removes the handlers. */
  onStopSignal: (stop: () => void) => () => void;
}

function processSignals(stop: () => void): () => void {
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  };
}

const report = (s: IngestSummary) =>
  `  ${plural(s.filesRead, 'file')} read, ${s.filesUnchanged} unchanged, ${s.filesRemoved} removed\n` +
  `  ${plural(s.records, 'record')} added, ${plural(s.badLines, 'bad line')}\n` +
  `  ${plural(s.sessionsUpdated, 'session')} updated, ${plural(s.sessions, 'session')} in the store\n`;

/**
 * `omniscope ingest <paths...> --to <postgres-url> [--watch] [--machine <name>]`: adds what the
 * Trace files under the paths gained to the team store (OMNISCOPE_DATABASE_URL when --to is not
 * given). With --watch it looks again every second until SIGINT/SIGTERM. The URL's password is
 * never printed. 0 on success, 1 when the store or a path fails, 2 on bad usage.
 */
export async function ingestCommand(
  argv: readonly string[],
  io: CliIo,
  deps: IngestDeps = { onStopSignal: processSignals },
): Promise<number> {
  const args = parseArgs(argv, { to: 'string', watch: 'boolean', machine: 'string' });
  if (args.positionals.length === 0)
    throw new UsageError('ingest needs at least one folder or file');
  const text = stringFlag(args, 'to') ?? io.env.OMNISCOPE_DATABASE_URL;
  if (!text) throw new UsageError('ingest needs --to <postgres-url> or OMNISCOPE_DATABASE_URL');
  let url: URL;
  try {
    url = parsePostgresUrl(
      text,
      stringFlag(args, 'to') !== undefined ? '--to' : 'OMNISCOPE_DATABASE_URL',
    );
  } catch (e) {
    if (e instanceof PostgresUrlError) throw new UsageError(e.message);
    throw e;
  }
  const machine = stringFlag(args, 'machine') ?? hostname();
  if (!machine) throw new UsageError('--machine needs a name');
  const watch = booleanFlag(args, 'watch');

  let stopping = false;
  let wake = () => undefined as void;
  const removeHandlers = deps.onStopSignal(() => {
    stopping = true;
    wake();
  });
  let client;
  try {
    client = await connectClient(url, 'omniscope ingest');
  } catch (e) {
    removeHandlers();
    io.stderr.write(`omniscope: cannot connect to ${e instanceof Error ? e.message : e}\n`);
    return 1;
  }
  io.stdout.write(`${redactUrl(url)} (machine ${machine})\n`);
  try {
    for (let first = true; first || (watch && !stopping); first = false) {
      const s = await ingestPaths(client, args.positionals, { machine });
      if (first || s.filesRead + s.filesRemoved > 0) io.stdout.write(report(s));
      if (watch && !stopping)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, WATCH_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
    return 0;
  } catch (e) {
    io.stderr.write(`omniscope: ingest failed: ${storeError(e, url).message}\n`);
    return 1;
  } finally {
    removeHandlers();
    await client.end().catch(() => undefined);
  }
}
