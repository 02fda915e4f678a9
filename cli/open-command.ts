import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openedFileUrl } from '../server/opened-files';
import type { ServeOptions } from '../server/index';
import { parseArgs, stringFlag, UsageError } from './args';
import { escapeControls } from './escape-controls';
import { inputFiles } from './input-files';
import type { CliIo } from './io';
import { wordsOf } from './language';
import { launchBrowser } from './launch-browser';
import { planOpen, type OpenPlan } from './open-targets';
import { defaultServeDeps, type ServeDeps } from './serve-command';
import { DEFAULT_HOST } from './serve-options';

export interface OpenDeps extends ServeDeps {
  /** Opens the URL in a browser; `onFailure` when none could be. */
  launch: (url: string, onFailure: (why: string) => void) => void;
}

const defaultOpenDeps = (io: CliIo): OpenDeps => ({
  ...defaultServeDeps(),
  launch: (url, onFailure) => launchBrowser(url, io.env, onFailure),
});

/** 0, the default, lets the system pick a free port. */
function portOf(text: string | undefined): number {
  if (text === undefined) return 0;
  if (!/^\d+$/.test(text) || Number(text) > 65535) throw new UsageError((e) => e.portRange(text));
  return Number(text);
}

/** The server's options and the page to open on it (a path with its query). */
async function prepare(
  plan: OpenPlan,
): Promise<{ options: Omit<ServeOptions, 'staticDir' | 'port'>; page: string }> {
  const base = { host: DEFAULT_HOST, demo: false };
  if (plan.kind === 'penguin')
    return {
      options: { ...base, proxy: plan.base },
      page: `/?${new URLSearchParams({ session: plan.sessionId })}`,
    };
  const files = await inputFiles(plan.paths);
  if (files.length === 0 && plan.urls.length === 0)
    throw new Error('no Trace file (.jsonl) or capture (.sse) found');
  const params = new URLSearchParams();
  files.forEach((f, i) => params.append('trace', openedFileUrl(i, f)));
  for (const url of plan.urls) params.append('trace', url);
  return { options: { ...base, files }, page: `/?${params}` };
}

/**
 * `omniscope open <files|folders|urls...> [--port <n>]`: serves the app on a free loopback port
 * (or --port), opens the reader's browser at what was given, and prints the URL, which is all
 * there is to go on when no browser can be started (over SSH). Runs until Ctrl+C: 0 then, 1 if
 * nothing can be opened or the server cannot start, 2 on bad usage.
 */
export async function openCommand(
  argv: readonly string[],
  io: CliIo,
  deps: OpenDeps = defaultOpenDeps(io),
): Promise<number> {
  const args = parseArgs(argv, { port: 'string' });
  const plan = planOpen(args.positionals);
  const port = portOf(stringFlag(args, 'port'));
  const words = wordsOf(io).cli.commands;
  if (!existsSync(join(deps.staticDir, 'index.html'))) {
    io.stderr.write(`omniscope: ${words.appNotBuiltShort}\n`);
    return 1;
  }
  let stopRequested = () => undefined as void;
  const stopped = new Promise<void>((resolve) => (stopRequested = resolve));
  const removeHandlers = deps.onStopSignal(() => stopRequested());
  let server;
  try {
    const { options, page } = await prepare(plan);
    server = await deps.start({ ...options, port, staticDir: deps.staticDir });
    const url = `${server.url}${page}`;
    io.stdout.write(`${words.showingAt(url)}\n${words.pressCtrlC}\n`);
    deps.launch(url, (why) => io.stdout.write(`${words.noBrowser(escapeControls(why))}\n`));
  } catch (e) {
    removeHandlers();
    await server?.close();
    io.stderr.write(`omniscope: ${escapeControls(e instanceof Error ? e.message : String(e))}\n`);
    return 1;
  }
  await stopped;
  await server.close();
  removeHandlers();
  io.stdout.write(`${words.stopped}\n`);
  return 0;
}
