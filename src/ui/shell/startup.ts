// What to open when the page loads, from its URL and the server's config: `?trace=` files,
// `?sse=` a live stream, `?replay=` a capture played as live, `?session=` a PenguinHarness
// session; with none of these, the live session the server offers (demo, tail), if any.
// A value that is not an http(s) URL is reported with the reason; the others still open.
import { checkSourceUrl, shownSourceUrl, type UrlRefusal } from '../../docs/source-url';

/** `GET /api/omniscope/config`, when the server has one; its fields are owned by their users. */
export type OmniscopeConfig = { [key: string]: unknown };

export type StartupSource =
  | { kind: 'trace'; url: string }
  | { kind: 'sse'; url: string }
  | { kind: 'replay'; url: string; speed: number }
  | { kind: 'penguin'; base: string; sessionId: string; demo?: boolean }
  /** A proxied PenguinHarness server: the reader picks a session (and may have to log in). */
  | { kind: 'connect' }
  /** A parameter that will not be opened, and why; `value` with any password masked. */
  | { kind: 'invalid'; param: string; value: string; reason: StartupReason };

/** Why a startup source is not opened: a refused link, or a shared page's unreadable session. */
export type StartupReason = UrlRefusal | { kind: 'page-session'; detail: string };

export type StartupProblem = Extract<StartupSource, { kind: 'invalid' }>;

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

/** Each non-empty value of `param` that is an http(s) URL, or why it is not. */
function urlsOf(
  params: URLSearchParams,
  param: string,
  base: string,
  make: (url: string) => StartupSource,
): StartupSource[] {
  return nonEmpty(params.getAll(param)).map((value) => {
    const check = checkSourceUrl(value, base);
    return check.ok
      ? make(value)
      : { kind: 'invalid', param, value: shownSourceUrl(value, base), reason: check.refusal };
  });
}

export function startupSources(
  location: Pick<Location, 'search'> & Partial<Pick<Location, 'href'>>,
  config: OmniscopeConfig | null,
): StartupSource[] {
  const params = new URLSearchParams(location.search);
  const base = location.href ?? 'http://localhost/';
  const server = params.get('server') ?? '';
  const serverCheck = server === '' ? null : checkSourceUrl(server, base);
  const sessions = nonEmpty(params.getAll('session'));
  const sources: StartupSource[] = [
    ...urlsOf(params, 'trace', base, (url) => ({ kind: 'trace', url })),
    ...urlsOf(params, 'sse', base, (url) => ({ kind: 'sse', url })),
    ...urlsOf(params, 'replay', base, (url) => ({ kind: 'replay', url, speed: speedOf(params) })),
    ...(serverCheck && !serverCheck.ok && sessions.length > 0
      ? [
          {
            kind: 'invalid',
            param: 'server',
            value: shownSourceUrl(server, base),
            reason: serverCheck.refusal,
          } as const,
        ]
      : sessions.map((sessionId) => ({ kind: 'penguin', base: server, sessionId }) as const)),
  ];
  return sources.length > 0 ? sources : fromConfig(config);
}
