// A PostgreSQL URL names a password more often than not: every message, log line and error that
// shows one goes through `redactUrl` (src/net/redact-url.ts), and a URL that fails to parse is
// never echoed.

export class PostgresUrlError extends Error {
  override readonly name = 'PostgresUrlError';
}

/** Checks `text` is a postgres:// or postgresql:// URL; the message never repeats the text. */
export function parsePostgresUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PostgresUrlError(`${what} needs a postgres://user@host/database URL`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new PostgresUrlError(`${what} needs a postgres://user@host/database URL`);
  if (url.pathname.length <= 1)
    throw new PostgresUrlError(`${what}: the URL names no database (postgres://host/<database>)`);
  return url;
}

/** `text` with every occurrence of the URL's password replaced: for errors from the driver. */
export function withoutPassword(text: string, url: URL): string {
  const secrets = [url.password, url.searchParams.get('password') ?? '']
    .flatMap((s) => [s, safeDecode(s)])
    .filter((s) => s.length > 0);
  return secrets.reduce((t, s) => t.split(s).join('***'), text);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
