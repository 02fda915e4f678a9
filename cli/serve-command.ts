import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServeOptions } from '../server/index';
import type { CliIo } from './io';
import { withLibrary } from './serve-library';
import { parseServeArgs } from './serve-options';
import { defaultStaticDir } from './static-dir';

export interface ServeDeps {
  start: (options: ServeOptions) => Promise<RunningServer>;
  staticDir: string;
  /** Calls `stop` on SIGINT or SIGTERM; returns a function that removes the handlers. */
  onStopSignal: (stop: () => void) => () => void;
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

function describe(o: Omit<ServeOptions, 'staticDir'>): string {
  const library = o.library
    ? `library of ${o.library.paths.join(', ')} (index ${o.library.db})`
    : '';
  if (o.library && !o.demo) return library;
  const mode = describeMode(o);
  return library ? `${mode}; ${library}` : mode;
}

function describeMode(o: Omit<ServeOptions, 'staticDir'>): string {
  if (o.tail !== undefined) return `tailing ${o.tail}`;
  if (o.proxy !== undefined) return `proxying /api to ${o.proxy}`;
  return `demo session${o.demoSpeed !== undefined ? ` at ${o.demoSpeed}x speed` : ''}`;
}

/** The addresses, and a warning when they reach beyond this machine. */
function announce(server: RunningServer): string {
  if (!server.exposed) return `Omniscope is running at ${server.url}/\n`;
  const urls = server.urls.length ? server.urls : [server.url];
  return [
    `Omniscope is running at ${urls[0]}/`,
    ...urls.slice(1).map((u) => `                  also at ${u}/`),
    'WARNING: listening beyond this machine: anyone who can reach these addresses on the',
    'network can read what it serves (traces, a tailed file, the proxied session) and use it.',
    '',
  ].join('\n');
}

/** `omniscope serve`: runs until SIGINT/SIGTERM, then closes the server; 0 then, 1 if it cannot start. */
export async function serveCommand(
  argv: readonly string[],
  io: CliIo,
  deps: ServeDeps = defaultServeDeps(),
): Promise<number> {
  const options = withLibrary(parseServeArgs(argv), io.env, existsSync);
  if (!existsSync(join(deps.staticDir, 'index.html'))) {
    io.stderr.write(
      `omniscope: the web app is not built (no ${join(deps.staticDir, 'index.html')}): run \`npm run build\`\n`,
    );
    return 1;
  }
  // Listening from the start, so a signal during startup is not lost.
  let requestStop = () => undefined as void;
  const stopRequested = new Promise<void>((resolve) => (requestStop = resolve));
  const removeHandlers = deps.onStopSignal(() => requestStop());
  let server: RunningServer;
  try {
    server = await deps.start({ ...options, staticDir: deps.staticDir });
  } catch (e) {
    removeHandlers();
    io.stderr.write(
      `omniscope: cannot start the server: ${e instanceof Error ? e.message : String(e)}\n`,
    );
    return 1;
  }
  io.stdout.write(`${announce(server)}Serving: ${describe(options)}\nPress Ctrl+C to stop.\n`);
  await stopRequested;
  await server.close();
  removeHandlers();
  io.stdout.write('Omniscope stopped.\n');
  return 0;
}
