// A URL may carry a password (`postgres://reader:secret@…`, `https://user:pw@host/…`): every
// message, log line, process title and page that shows one goes through `redactUrl`.

/**
 * The URL with its password (and any `password=` parameter) replaced by `***`; a web link's lone
 * user name too, which is how tokens travel (`https://ghp_…@host/`). A database URL's lone user
 * name is a role, kept.
 */
export function redactUrl(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  else if (copy.username && /^https?:$/.test(copy.protocol)) copy.username = '***';
  if (copy.searchParams.has('password')) copy.searchParams.set('password', '***');
  return copy.href;
}
