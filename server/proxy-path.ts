/**
 * The path to forward upstream, or null when it is not a plain `/api/…` path. Every segment is
 * checked decoded, so `%2e%2e`, `%2f` and `%5c` cannot smuggle a `..` or a separator past this
 * check and be decoded by the upstream; an empty segment (`//host`) is refused too. Segments are
 * forwarded as they came (still encoded), the query unchanged.
 */
export function proxyPath(url: string): string | null {
  const q = url.search(/[?#]/);
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 || url[q] === '#' ? '' : url.slice(q).replace(/#.*$/, '');
  const segments = path.split('/').slice(1);
  if (path[0] !== '/' || segments[0] !== 'api' || segments.length < 2) return null;
  for (const raw of segments) {
    let s: string;
    try {
      s = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s)) return null;
  }
  return path + query;
}
