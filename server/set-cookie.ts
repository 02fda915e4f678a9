/**
 * Makes an upstream cookie usable on http://127.0.0.1: `Domain` would not match and `Secure`
 * cookies are dropped on plain http; `SameSite=None` is only accepted with `Secure`, so it
 * becomes `Lax` (same-origin requests through the proxy are all this viewer makes).
 */
export function rewriteSetCookie(cookie: string): string {
  const [first = '', ...attributes] = cookie.split(';');
  const kept: string[] = [];
  for (const raw of attributes) {
    const a = raw.trim();
    if (!a || /^domain\s*=/i.test(a) || /^secure$/i.test(a)) continue;
    kept.push(/^samesite\s*=\s*none$/i.test(a) ? 'SameSite=Lax' : a);
  }
  return [first.trim(), ...kept].join('; ');
}
