// What to open when the page loads, from its URL and the server's config: `?trace=` files,
// `?sse=` a live stream, `?replay=` a capture played as live, `?session=` a PenguinHarness
// session; with none of these, the live session the server offers (demo, tail), if any.

/** `GET /api/omniscope/config`, when the server has one; its fields are owned by their users. */
export type OmniscopeConfig = { [key: string]: unknown };

export type StartupSource =
  | { kind: 'trace'; url: string }
  | { kind: 'sse'; url: string }
  | { kind: 'replay'; url: string; speed: number }
  | { kind: 'penguin'; base: string; sessionId: string; demo?: boolean }
  /** A proxied PenguinHarness server: the reader picks a session (and may have to log in). */
  | { kind: 'connect' };

const nonEmpty = (values: string[]) => values.filter((v) => v.trim() !== '');

function speedOf(params: URLSearchParams): number {
  const n = Number(params.get('speed') ?? 1);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

function fromConfig(config: OmniscopeConfig | null): StartupSource[] {
  const mode = config?.mode;
  if (mode === 'demo' || mode === 'tail') {
    if (typeof config?.sessionId === 'string' && config.sessionId !== '')
      return [{ kind: 'penguin', base: '', sessionId: config.sessionId, demo: mode === 'demo' }];
    if (typeof config?.streamUrl === 'string' && config.streamUrl !== '')
      return [{ kind: 'sse', url: config.streamUrl }];
  }
  if (mode === 'proxy') return [{ kind: 'connect' }];
  return [];
}

export function startupSources(
  location: Pick<Location, 'search'>,
  config: OmniscopeConfig | null,
): StartupSource[] {
  const params = new URLSearchParams(location.search);
  const server = params.get('server') ?? '';
  const sources: StartupSource[] = [
    ...nonEmpty(params.getAll('trace')).map((url) => ({ kind: 'trace', url }) as const),
    ...nonEmpty(params.getAll('sse')).map((url) => ({ kind: 'sse', url }) as const),
    ...nonEmpty(params.getAll('replay')).map(
      (url) => ({ kind: 'replay', url, speed: speedOf(params) }) as const,
    ),
    ...nonEmpty(params.getAll('session')).map(
      (sessionId) => ({ kind: 'penguin', base: server, sessionId }) as const,
    ),
  ];
  return sources.length > 0 ? sources : fromConfig(config);
}
