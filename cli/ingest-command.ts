import { hostname } from 'node:os';
import type pg from 'pg';
import { connectClient, storeError } from '../server/library/postgres/connect';
import { familyCache } from '../server/library/family-cache';
import { ingestPaths } from '../server/library/postgres/ingest';
import { redactUrl } from '../src/net/redact-url';
import { booleanFlag, parseArgs, stringFlag, UsageError } from './args';
import type { CliIo } from './io';
import { wordsOf } from './language';
import { problemLines } from './problem-lines';
import { postgresUrlArg } from './postgres-url-arg';

const WATCH_MS = 1000;
/** Waits after a failed pass of --watch, one more each failure in a row, then the last. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

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
  const url = postgresUrlArg(
    text,
    stringFlag(args, 'to') !== undefined ? '--to' : 'OMNISCOPE_DATABASE_URL',
  );
  const machine = stringFlag(args, 'machine') ?? hostname();
  if (!machine) throw new UsageError((e) => e.machineNeedsName);
  const watch = booleanFlag(args, 'watch');

  let stopping = false;
  let wake = () => undefined as void;
  const removeHandlers = deps.onStopSignal(() => {
    stopping = true;
    wake();
  });
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const words = wordsOf(io).cli.commands;
  let client: pg.Client | undefined;
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
  let summarized = false;
  let failures = 0;
  // A watcher's running sessions: an append goes on from their state (family-cache.ts).
  const families = familyCache();
  try {
    do {
      try {
        client ??= await connectClient(url, 'omniscope ingest');
        const s = await ingestPaths(client, args.positionals, { machine, families });
        failures = 0;
        if (!summarized || s.filesRead + s.filesRemoved > 0)
          io.stdout.write(words.passSummary(s, true) + problemLines(wordsOf(io), s.problems));
        summarized = true;
      } catch (e) {
        // connectClient's errors already name the store; the ingest's do not.
        const text = e instanceof Error ? e.message : String(e);
        const message = client ? storeError(e, url).message : text;
        if (!watch) {
          io.stderr.write(`omniscope: ${words.ingestFailed(message)}\n`);
          return 1;
        }
        // A watcher outlives a store restart or a dropped connection: every batch is its own
        // transaction, so the next pass, on a new connection, goes on from the last commit.
        const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)] ?? WATCH_MS;
        io.stderr.write(`omniscope: ${words.ingestFailedRetrying(message, wait / 1000)}\n`);
        await client?.end().catch(() => undefined);
        client = undefined;
        families.families.clear();
        if (!stopping) await pause(wait);
        continue;
      }
      if (watch && !stopping) await pause(WATCH_MS);
    } while (watch && !stopping);
    return 0;
  } finally {
    removeHandlers();
    await client?.end().catch(() => undefined);
  }
}
