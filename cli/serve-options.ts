import type { ServeOptions } from '../server/index';
import { LIBRARY_URL_ENV, postgresUrlArg } from './postgres-url-arg';
import { booleanFlag, listFlag, parseArgs, stringFlag, UsageError } from './args';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4317;

const SPEC = {
  port: 'string',
  host: 'string',
  demo: 'boolean',
  tail: 'string',
  proxy: 'string',
  'demo-speed': 'string',
  'allow-host': 'list',
  db: 'string',
  library: 'string',
} as const;

/** The command line as `startServer` options, the library still named by its paths or URL. */
export type ServeArgs = Omit<ServeOptions, 'staticDir' | 'library' | 'libraryStore'> & {
  /** `serve <folder|file>…`: the library of these, instead of the demo. */
  libraryPaths?: string[];
  /** `--db <file>`: the library index (default in the cache folder). */
  db?: string;
  /** `--library <postgres-url>`: the team store, served read-only once connected. */
  libraryUrl?: URL;
};

function port(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > 65535)
    throw new UsageError(`--port must be 0-65535, got "${text}"`);
  return n;
}

function proxyUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--proxy needs an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--proxy needs an http(s) URL, got "${text}"`);
  return text;
}

/** A bare host name or address, as a Host header carries it (no port, scheme or path). */
function allowHost(text: string): string {
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i.test(text))
    throw new UsageError(`--allow-host needs a host name or address, got "${text}"`);
  return text;
}

/**
 * The serve command line. Demo unless paths, a team store, tail or proxy; with none of them,
 * the team store of $OMNISCOPE_LIBRARY_URL when it is set.
 */
export function parseServeArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ServeArgs {
  const args = parseArgs(argv, SPEC);
  const paths = args.positionals;
  const tail = stringFlag(args, 'tail');
  const proxy = stringFlag(args, 'proxy');
  const flagged = stringFlag(args, 'library');
  const fromEnv =
    flagged === undefined &&
    paths.length === 0 &&
    tail === undefined &&
    proxy === undefined &&
    !booleanFlag(args, 'demo') &&
    env[LIBRARY_URL_ENV]
      ? env[LIBRARY_URL_ENV]
      : undefined;
  const library = flagged ?? fromEnv;
  const modes = [
    paths.length > 0 && 'library paths',
    library !== undefined && '--library',
    booleanFlag(args, 'demo') && '--demo',
    tail !== undefined && '--tail',
    proxy !== undefined && '--proxy',
  ];
  const chosen = modes.filter(Boolean);
  if (chosen.length > 1)
    throw new UsageError(
      `choose one of library paths, --library, --demo, --tail, --proxy (got ${chosen.join(', ')})`,
    );
  const speedText = stringFlag(args, 'demo-speed');
  const demo =
    tail === undefined && proxy === undefined && paths.length === 0 && library === undefined;
  const speed = speedText === undefined ? undefined : Number(speedText);
  if (speed !== undefined && !(speed > 0 && Number.isFinite(speed)))
    throw new UsageError(`--demo-speed must be a positive number, got "${speedText}"`);
  if (speed !== undefined && !demo) throw new UsageError('--demo-speed only applies to the demo');
  if (tail === '') throw new UsageError('--tail needs a file');
  const allowHosts = listFlag(args, 'allow-host').map(allowHost);
  const db = stringFlag(args, 'db');
  if (db === '') throw new UsageError('--db needs a file');
  return {
    host: stringFlag(args, 'host') ?? DEFAULT_HOST,
    port: port(stringFlag(args, 'port')),
    demo,
    ...(tail !== undefined ? { tail } : {}),
    ...(proxy !== undefined ? { proxy: proxyUrl(proxy) } : {}),
    ...(speed !== undefined ? { demoSpeed: speed } : {}),
    ...(allowHosts.length ? { allowHosts } : {}),
    ...(paths.length ? { libraryPaths: paths } : {}),
    ...(db !== undefined ? { db } : {}),
    ...(library !== undefined
      ? {
          libraryUrl: postgresUrlArg(
            library,
            flagged !== undefined ? '--library' : LIBRARY_URL_ENV,
          ),
        }
      : {}),
  };
}
