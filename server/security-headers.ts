import type { ServerResponse } from 'node:http';

/**
 * What the built app needs and no more: its own scripts and styles (React sets styles through
 * the CSSOM, which `style-src` does not restrict), data:/blob: images (inline base64 content) and
 * remote images, loaded only when the reader clicks; `connect-src` stays open because the app can
 * open a trace or stream by URL (`?trace=`, `?sse=`, `?server=`). No inline script, no plugins, no
 * `<base>`, and no framing by another origin (clickjacking of the approval buttons).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: http: https:",
  "connect-src 'self' http: https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
