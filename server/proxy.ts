import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { cutResponse, sendError } from './http-util';
import { rewriteSetCookie } from './set-cookie';
import type { RequestHandler } from './static-files';

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

function requestHeaders(headers: IncomingHttpHeaders, target: URL): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    // accept-encoding is dropped so nothing arrives compressed: SSE must pass through unbuffered.
    if (
      value === undefined ||
      HOP_BY_HOP.has(name) ||
      name === 'host' ||
      name === 'accept-encoding'
    )
      continue;
    out[name] = value;
  }
  out.host = target.host;
  if (out.origin) out.origin = target.origin;
  if (typeof out.referer === 'string') delete out.referer;
  return out;
}

function responseHeaders(headers: IncomingHttpHeaders, target: URL): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  const cookies = headers['set-cookie'];
  if (cookies) out['set-cookie'] = cookies.map(rewriteSetCookie);
  const location = headers.location;
  if (location?.startsWith(target.origin))
    out.location = location.slice(target.origin.length) || '/';
  if (String(headers['content-type']).startsWith('text/event-stream')) {
    out['x-accel-buffering'] = 'no';
    out['cache-control'] = 'no-cache';
  }
  return out;
}

/** `--proxy <url>`: forwards `/api/*` to a PenguinHarness server, streaming responses as they come. */
export function createProxy(target: string): RequestHandler {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/+$/, '');

  return async (req, res) => {
    const upstream = send(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: prefix + (req.url ?? '/'),
        headers: requestHeaders(req.headers, base),
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, responseHeaders(up.headers, base));
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
