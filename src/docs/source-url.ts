// A URL the reader handed over (`?trace=`, `?sse=`, `?replay=`, `?server=`, the Connect form):
// only http(s) without credentials is ever fetched; anything else is refused with the reason,
// before any request. The reason is data: the catalogs say it (problems.reasons.url*).
import { redactUrl } from '../net/redact-url';
import type { UrlRefusal } from '../problems/reading-problem';

export type { UrlRefusal };

export type UrlCheck = { ok: true; href: string } | { ok: false; refusal: UrlRefusal };

export function checkSourceUrl(value: string, base: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return { ok: false, refusal: { kind: 'invalid' } };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, refusal: { kind: 'scheme', protocol: url.protocol } };
  if (url.username !== '' || url.password !== '')
    return { ok: false, refusal: { kind: 'credentials' } };
  return { ok: true, href: url.href };
}

/** `value` as it may be shown: as given, but with its password (or lone token) masked when it has one. */
export function shownSourceUrl(value: string, base: string): string {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return value;
  }
  const shown = redactUrl(url);
  return shown === url.href ? value : shown;
}
