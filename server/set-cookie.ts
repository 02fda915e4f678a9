/**
 * Makes an upstream cookie usable on this viewer's origin: only `Domain` goes, since the
 * upstream's domain would not match. `Secure`, `HttpOnly`, `SameSite` and `Path` stay as the
 * upstream set them (browsers accept `Secure` cookies on http://localhost and 127.0.0.1).
 */
export function rewriteSetCookie(cookie: string): string {
  const [first = '', ...attributes] = cookie.split(';');
  const kept = attributes.map((a) => a.trim()).filter((a) => a && !/^domain\s*=/i.test(a));
  return [first.trim(), ...kept].join('; ');
}

/** The name of the cookie a Set-Cookie header sets. */
export function setCookieName(cookie: string): string {
  const pair = cookie.split(';', 1)[0] ?? '';
  const eq = pair.indexOf('=');
  return (eq < 0 ? '' : pair.slice(0, eq)).trim();
}

/**
 * The `Cookie` header with only the named cookies: the browser sends every cookie of
 * 127.0.0.1 (other local apps' included), and those are none of the upstream's business.
 */
export function filterCookieHeader(header: string, names: ReadonlySet<string>): string {
  return header
    .split(';')
    .map((c) => c.trim())
    .filter((c) => {
      const eq = c.indexOf('=');
      return eq > 0 && names.has(c.slice(0, eq).trim());
    })
    .join('; ');
}
