// A URL the reader handed over (`?trace=`, `?sse=`, `?replay=`, `?server=`, the Connect form):
// only http(s) is ever fetched; anything else is refused with the reason, before any request.
export type UrlCheck = { ok: true; href: string } | { ok: false; reason: string };

export function checkSourceUrl(value: string, base: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `${url.protocol} URLs are not opened: only http and https` };
  return { ok: true, href: url.href };
}
