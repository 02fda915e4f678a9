import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServeOptions } from '../server/index';
import { openPostgresLibrary, type PostgresLibrary } from '../server/library/postgres/library-sql';
import type { CliIo } from './io';
import type { Catalog } from '../src/i18n/catalogs';
import { wordsOf } from './language';
import { withLibrary } from './serve-library';
import { parseServeArgs } from './serve-options';
import { defaultStaticDir } from './static-dir';

export interface ServeDeps {
  start: (options: ServeOptions) => Promise<RunningServer>;
  staticDir: string;
  /** Calls `stop` on SIGINT or SIGTERM; returns a function that removes the handlers. */
  onStopSignal: (stop: () => void) => () => void;
  /** Opens the team store for `--library` (default: a read-only pool on it). */
  openLibrary?: (url: URL) => Promise<PostgresLibrary>;
}

/** The first SIGINT/SIGTERM asks for a clean stop; a second one finds no handler and kills. */
function processSignals(stop: () => void): () => void {
  const remove = () => {
    process.off('SIGINT', once);
    process.off('SIGTERM', once);
  };
  const once = () => {
    remove();
    stop();
  };
  process.on('SIGINT', once);
  process.on('SIGTERM', once);
  return remove;
}

export const defaultServeDeps = (): ServeDeps => ({
  start: startServer,
  staticDir: defaultStaticDir(),
  onStopSignal: processSignals,
});

type Words = Catalog['cli']['commands'];

function describe(
  o: Omit<ServeOptions, 'staticDir'>,
  store: PostgresLibrary | undefined,
  words: Words,
): string {
  if (store) return words.libraryFromStore(store.shown);
  const library = o.library ? words.libraryOf(o.library.paths.join(', '), o.library.db) : '';
  if (o.library && !o.demo) return library;
  const mode = describeMode(o, words);
  return library ? `${mode}; ${library}` : mode;
}

function describeMode(o: Omit<ServeOptions, 'staticDir'>, words: Words): string {
  if (o.tail !== undefined)
    return existsSync(o.tail) ? words.tailing(o.tail) : words.tailingMissing(o.tail);
  if (o.proxy !== undefined) return words.proxying(o.proxy);
  return words.demo(o.demoSpeed);
}

/** The addresses, and a warning when they reach beyond this machine. */
function announce(server: RunningServer, words: Words): string {
  if (!server.exposed) return `${words.runningAt(server.url)}\n`;
  const urls = server.urls.length ? server.urls : [server.url];
  return [
    words.runningAt(urls[0] ?? server.url),
    ...urls.slice(1).map(words.alsoAt),
    words.exposedWarning,
    '',
  ].join('\n');
}

/** `omniscope serve`: runs until SIGINT/SIGTERM, then closes the server; 0 then, 1 if it cannot start. */
export async function serveCommand(
  argv: readonly string[],
  io: CliIo,
  deps: ServeDeps = defaultServeDeps(),
): Promise<number> {
  const { libraryUrl, ...args } = parseServeArgs(argv, io.env);
  const options = withLibrary(args, io.env, existsSync);
  const words = wordsOf(io).cli.commands;
  if (!existsSync(join(deps.staticDir, 'index.html'))) {
    io.stderr.write(`omniscope: ${words.appNotBuilt(join(deps.staticDir, 'index.html'))}\n`);
    return 1;
  }
  // Listening from the start, so a signal during startup is not lost.
  let requestStop = () => undefined as void;
  const stopRequested = new Promise<void>((resolve) => (requestStop = resolve));
  const removeHandlers = deps.onStopSignal(() => requestStop());
  let server: RunningServer;
  let library: PostgresLibrary | undefined;
  try {
    if (libraryUrl) library = await (deps.openLibrary ?? openPostgresLibrary)(libraryUrl);
    const served: ServeOptions = { ...options, staticDir: deps.staticDir };
    server = await deps.start(library ? { ...served, libraryStore: library.sql } : served);
  } catch (e) {
    removeHandlers();
    await library?.close();
    io.stderr.write(
      `omniscope: ${words.cannotStart(e instanceof Error ? e.message : String(e))}\n`,
    );
    return 1;
  }
  io.stdout.write(
    `${announce(server, words)}${words.serving(describe(options, library, words))}\n${words.pressCtrlC}\n`,
  );
  await stopRequested;
  await server.close();
  await library?.close();
  removeHandlers();
  io.stdout.write(`${words.stopped}\n`);
  return 0;
}
