import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DemoPlayer } from './demo/player';
import { createLibraryApi } from './library/library-api';
import type { LibrarySql } from './library/library-sql';
import { Library, storeLibrary, type LibraryOptions } from './library/library-service';
import { allowedHostnames, isHostAllowed, isLoopbackHost, reachableHosts } from './host-allowlist';
import { rawPath, sendError, sendJson } from './http-util';
import { createProxy } from './proxy';
import { crossSiteProblem, foreignSubresourceProblem } from './request-origin';
import { applySecurityHeaders } from './security-headers';
import { createSessionRoutes } from './session-routes';
import { createOpenedFileRoutes } from './opened-files';
import { createStaticHandler, type RequestHandler } from './static-files';
import { TailSession } from './tail-session';

export interface ServeOptions {
  host: string;
  port: number;
  staticDir: string;
  demo: boolean;
  tail?: string;
  proxy?: string;
  demoSpeed?: number;
  /** Files served to the app by position (`omniscope open`), see opened-files.ts. */
  files?: readonly string[];
  /** Host names answered besides loopback and the bound address (`--allow-host`). */
  allowHosts?: readonly string[];
  /** The library of these Trace paths, indexed and served under /api/library/. */
  library?: LibraryOptions;
  /** A team store (`--library <postgres-url>`), served read-only under /api/library/. */
  libraryStore?: LibrarySql;
}

export interface RunningServer {
  /** The URL to open: loopback when that reaches the server. */
  url: string;
  /** Every URL it can be reached at, loopback first. */
  urls: string[];
  /** Listening beyond loopback: anyone on the network can read what it serves. */
  exposed: boolean;
  close(): Promise<void>;
}

/** `GET /api/omniscope/config`: tells the app what to open by default. */
export interface OmniscopeConfig {
  mode: 'demo' | 'tail' | 'proxy' | 'library' | 'static';
  sessionId?: string;
  streamUrl?: string;
  /** A library is served: the app offers its page. */
  library?: boolean;
}

interface Mode {
  config: () => OmniscopeConfig;
  api: RequestHandler | null;
  stop: () => void;
}

const streamUrl = (id: string) => `/api/sessions/${encodeURIComponent(id)}/stream`;

async function modeFor(o: ServeOptions): Promise<Mode> {
  const chosen = [o.demo && '--demo', o.tail && '--tail', o.proxy && '--proxy'].filter(Boolean);
  if (chosen.length > 1)
    throw new Error(`choose one of --demo, --tail, --proxy (got ${chosen.join(' ')})`);
  if (o.demo) {
    const player = new DemoPlayer(o.demoSpeed ? { speed: o.demoSpeed } : {});
    const config = { mode: 'demo', sessionId: player.id, streamUrl: streamUrl(player.id) } as const;
    return { config: () => config, api: createSessionRoutes([player]), stop: () => player.stop() };
  }
  if (o.tail) {
    const tail = new TailSession(o.tail);
    await tail.start();
    return {
      config: () => ({ mode: 'tail', sessionId: tail.id, streamUrl: streamUrl(tail.id) }),
      api: createSessionRoutes([tail]),
      stop: () => tail.stop(),
    };
  }
  if (o.proxy)
    return { config: () => ({ mode: 'proxy' }), api: createProxy(o.proxy), stop: () => undefined };
  if (o.files) {
    const api = createOpenedFileRoutes(o.files);
    return { config: () => ({ mode: 'static' }), api, stop: () => undefined };
  }
  const mode = o.library || o.libraryStore ? 'library' : 'static';
  return { config: () => ({ mode }), api: null, stop: () => undefined };
}

/** Serves the built app and, by mode, the demo session, a tailed Trace file or a proxied server. */
export async function startServer(o: ServeOptions): Promise<RunningServer> {
  const mode = await modeFor(o);
  const library = o.libraryStore
    ? storeLibrary(o.libraryStore)
    : o.library
      ? await Library.open(o.library)
      : null;
  // Indexed in the background: the page shows the sessions as soon as the first run commits.
  void library?.refresh();
  await library?.watch();
  const libraryApi = library ? createLibraryApi(library) : null;
  const config = (): OmniscopeConfig => ({
    ...mode.config(),
    ...(library ? { library: true } : {}),
  });
  const serveStatic = createStaticHandler(o.staticDir);
  const hostnames = allowedHostnames(o.host, o.allowHosts);
  let port = o.port;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res);
    if (!isHostAllowed(req.headers.host, hostnames, port)) {
      sendError(
        res,
        421,
        'misdirected_request',
        `this server does not answer to Host "${req.headers.host ?? ''}" (see --allow-host)`,
      );
      return;
    }
    const crossSite = crossSiteProblem(req);
    if (crossSite) {
      sendError(res, 403, 'cross_origin_request', crossSite);
      return;
    }
    const path = rawPath(req);
    if (path === '/api/omniscope/config' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, config());
      return;
    }
    if (path === '/api' || path.startsWith('/api/')) {
      const foreign = foreignSubresourceProblem(req);
      if (foreign) {
        sendError(res, 403, 'cross_origin_request', foreign);
        return;
      }
      if (libraryApi && (await libraryApi(req, res))) return;
      if (!(mode.api && (await mode.api(req, res))))
        sendError(res, 404, 'not_found', `no route ${req.method} ${path}`);
      return;
    }
    if (!(await serveStatic(req, res)))
      sendError(res, 405, 'method_not_allowed', `${req.method} is not served here`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) res.destroy();
      else sendError(res, 500, 'internal_error', err instanceof Error ? err.message : String(err));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  }).catch(async (err: unknown) => {
    mode.stop();
    await library?.close();
    throw err;
  });
  port = (server.address() as AddressInfo).port;
  const urls = reachableHosts(o.host).map((h) => `http://${h}:${port}`);
  return {
    url: urls[0] ?? `http://127.0.0.1:${port}`,
    urls,
    exposed: !isLoopbackHost(o.host),
    close: () =>
      new Promise<void>((resolve) => {
        mode.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => library?.close()),
  };
}
