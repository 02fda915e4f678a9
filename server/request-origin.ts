import type { IncomingMessage } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Why a state-changing request must be refused, or null when it came from this viewer's own pages
 * (or from a client that is no browser, which carries no one else's cookies). The browser's
 * `Origin` decides; without it `Sec-Fetch-Site`, then `Referer`. Host is already allowlisted, so
 * `http://<Host>` is the viewer's origin.
 */
export function crossSiteProblem(req: IncomingMessage): string | null {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return null;
  const own = `http://${(req.headers.host ?? '').toLowerCase()}`;
  const origin = first(req.headers.origin);
  if (origin !== undefined)
    return origin.toLowerCase() === own
      ? null
      : `a request from ${origin} may not change state here`;
  const site = first(req.headers['sec-fetch-site']);
  if (site !== undefined)
    return site === 'same-origin' || site === 'none'
      ? null
      : `a ${site} request may not change state here`;
  const referer = first(req.headers.referer);
  if (referer !== undefined) {
    let from: string;
    try {
      from = new URL(referer).origin;
    } catch {
      return 'a request with an unreadable Referer may not change state here';
    }
    return from === own ? null : `a request from ${from} may not change state here`;
  }
  return null;
}

/**
 * Why a request for this server's API must be refused: a page of another site asked for it as a
 * subresource (`<img>`, a no-cors `fetch`, `EventSource`). It cannot read the answer (no CORS),
 * but it could make the server work for it: a regex search, a file read, a stream held open.
 * Links followed (navigations) and clients that are no browser (no `Sec-Fetch-Site`) go through.
 */
export function foreignSubresourceProblem(req: IncomingMessage): string | null {
  const site = first(req.headers['sec-fetch-site']);
  if (site !== 'cross-site' && site !== 'same-site') return null;
  if (first(req.headers['sec-fetch-mode']) === 'navigate') return null;
  return `a ${site} page may not ask this server for its data`;
}
