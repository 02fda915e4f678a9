import type { ServerResponse } from 'node:http';

/**
 * Where the app may connect. `'self'`: this server (its config, the demo and tail streams, and
 * `--proxy`, the one way to a PenguinHarness server with cookies, as it enables no CORS).
 * `https:`: traces, streams, captures and servers the reader opens by URL (`?trace=`, `?sse=`,
 * `?replay=`, the Connect form, a `?server=` the reader confirmed), anywhere, but only over TLS,
 * so no cookie, password or trace crosses the network in clear. `http://localhost:*` and
 * `http://127.0.0.1:*`: the same on this machine, where plain http never leaves it (a local
 * PenguinHarness, a folder of traces served locally). Nothing else: plain http to another host
 * is refused by the browser before any request.
 */
export const CONNECT_SRC = "connect-src 'self' https: http://localhost:* http://127.0.0.1:*";

/**
 * What the built app needs and no more: its own scripts (and compiling WebAssembly, which the
 * search counts with: `'wasm-unsafe-eval'` lets no text run as script, only a module's bytes
 * compile, and the one module is the app's own) and styles (React sets styles through
 * the CSSOM, which `style-src` does not restrict), data:/blob: images (inline base64 content) and
 * remote images, loaded only when the reader clicks; connections as `CONNECT_SRC` says. No inline
 * script, no plugins, no `<base>`, and no framing by another origin (clickjacking of the approval
 * buttons).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob: http: https:",
  CONNECT_SRC,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What a proxied answer is drawn under if the reader opens it as a page: PenguinHarness answers
 * JSON and SSE, which the app reads with fetch and is not affected by this; but were an upstream
 * ever to serve agent-written HTML or script under `/api`, it would come from Omniscope's own
 * origin. Sandboxed with no allowances it runs no script, submits no form and gets an opaque
 * origin, so it can neither act as the app nor read its storage.
 */
export const PROXIED_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; frame-ancestors 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Set before any handler runs, so static files, SSE, proxied answers and errors all carry them. */
export function applySecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** Lower-case names a proxied upstream must not override. */
export const SECURITY_HEADER_NAMES = new Set(
  Object.keys(SECURITY_HEADERS).map((n) => n.toLowerCase()),
);
