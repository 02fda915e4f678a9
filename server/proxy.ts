import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isLoopbackHost } from './host-allowlist';
import { cutResponse, sendError } from './http-util';
import { proxyPath } from './proxy-path';
import { PROXIED_CONTENT_SECURITY_POLICY, SECURITY_HEADER_NAMES } from './security-headers';
import { filterCookieHeader, rewriteSetCookie, setCookieName } from './set-cookie';
import type { RequestHandler } from './static-files';

/** Cookies forwarded even before this run saw the upstream set them (PROTOCOL.md §11). */
export const UPSTREAM_COOKIES = ['penguin_session'];

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The Host header the upstream is asked under. PenguinHarness keeps `127.0.0.1` for its preview
 * pages and refuses its API there (401 "The API is not served on the preview host"); `localhost`
 * names the same loopback server and is served. The connection still goes to the address given.
 */
export function upstreamHost(target: URL): string {
  const name = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || !isLoopbackHost(name)) return target.host;
  return target.port ? `localhost:${target.port}` : 'localhost';
}

/**
 * `Origin` passes unchanged so the upstream's own CSRF check still sees who asked; `Referer`
 * (a local URL, of no use upstream) is dropped, and so are cookies the upstream did not set.
 */
function requestHeaders(
  headers: IncomingHttpHeaders,
  target: URL,
  cookies: ReadonlySet<string>,
): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    // accept-encoding is dropped so nothing arrives compressed: SSE must pass through unbuffered.
    if (
      value === undefined ||
      HOP_BY_HOP.has(name) ||
      name === 'host' ||
      name === 'accept-encoding' ||
      name === 'referer' ||
      name === 'cookie'
    )
      continue;
    out[name] = value;
  }
  out.host = upstreamHost(target);
  const cookie = filterCookieHeader(headers.cookie ?? '', cookies);
  if (cookie) out.cookie = cookie;
  return out;
}

function responseHeaders(
  headers: IncomingHttpHeaders,
  target: URL,
  cookies: Set<string>,
): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || SECURITY_HEADER_NAMES.has(name)) continue;
    out[name] = value;
  }
  const setCookies = headers['set-cookie'];
  if (setCookies) {
    for (const c of setCookies) cookies.add(setCookieName(c));
    out['set-cookie'] = setCookies.map(rewriteSetCookie);
  }
  out['content-security-policy'] = PROXIED_CONTENT_SECURITY_POLICY;
  const location = headers.location;
  if (location?.startsWith(target.origin))
    out.location = location.slice(target.origin.length) || '/';
  if (String(headers['content-type']).startsWith('text/event-stream')) {
    out['x-accel-buffering'] = 'no';
    out['cache-control'] = 'no-cache';
  }
  return out;
}

/**
 * `--proxy <url>`: forwards `/api/*` to a PenguinHarness server, streaming responses as they come.
 * Only normalised `/api/…` paths go, with only the cookies the upstream set; whether the request
 * may change state at all (its origin) is checked before this handler runs.
 */
export function createProxy(target: string): RequestHandler {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/+$/, '');
  const cookies = new Set(UPSTREAM_COOKIES);

  return async (req, res) => {
    const path = proxyPath(req.url ?? '/');
    if (path === null) {
      sendError(res, 400, 'bad_request', 'only plain /api/… paths are forwarded');
      return true;
    }
    const upstream = send(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: prefix + path,
        headers: requestHeaders(req.headers, base, cookies),
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, responseHeaders(up.headers, base, cookies));
        res.flushHeaders();
        req.socket.setNoDelay(true);
        up.pipe(res);
        // An upstream cut mid-stream must reach the browser as a cut, not a clean end.
        up.on('close', () => {
          if (!up.complete) cutResponse(res);
        });
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) sendError(res, 502, 'proxy_error', `${base.origin}: ${err.message}`);
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
    return true;
  };
}
