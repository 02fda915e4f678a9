import { hostname } from 'node:os';
import { connectClient, storeError } from '../server/library/postgres/connect';
import { ingestPaths } from '../server/library/postgres/ingest';
import { parsePostgresUrl, PostgresUrlError, redactUrl } from '../server/library/postgres/url';
import { booleanFlag, parseArgs, stringFlag, UsageError } from './args';
import type { CliIo } from './io';
import { wordsOf } from './language';
import { problemLines } from './problem-lines';

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
  if (args.positionals.length === 0) throw new UsageError((e) => e.ingestNeedsInput);
  const text = stringFlag(args, 'to') ?? io.env.OMNISCOPE_DATABASE_URL;
  if (!text) throw new UsageError((e) => e.ingestNeedsTo);
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
  if (!machine) throw new UsageError((e) => e.machineNeedsName);
  const watch = booleanFlag(args, 'watch');

  let stopping = false;
  let wake = () => undefined as void;
  const removeHandlers = deps.onStopSignal(() => {
    stopping = true;
    wake();
  });
  const words = wordsOf(io).cli.commands;
  let client;
  try {
    client = await connectClient(url, 'omniscope ingest');
  } catch (e) {
    removeHandlers();
    io.stderr.write(
      `omniscope: ${words.cannotConnect(e instanceof Error ? e.message : String(e))}\n`,
    );
    return 1;
  }
  io.stdout.write(`${words.ingestTarget(redactUrl(url), machine)}\n`);
  try {
    for (let first = true; first || (watch && !stopping); first = false) {
      const s = await ingestPaths(client, args.positionals, { machine });
      if (first || s.filesRead + s.filesRemoved > 0)
        io.stdout.write(words.passSummary(s, true) + problemLines(wordsOf(io), s.problems));
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
    io.stderr.write(`omniscope: ${words.ingestFailed(storeError(e, url).message)}\n`);
    return 1;
  } finally {
    removeHandlers();
    await client.end().catch(() => undefined);
  }
}
