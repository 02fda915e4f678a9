// Connections to the team store: numbers come back as numbers (as DuckDB's do through
// LibrarySql), dates as text, and every error is stripped of the URL's password.
import pg from 'pg';
import { redactUrl } from '../../../src/net/redact-url';
import { withoutPassword } from './url';

const INT8 = 20;
const NUMERIC = 1700;
const TEXT_TYPES = new Set([1082, 1114, 1184]); // date, timestamp, timestamptz

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (v: string) => Number(v);
    if (TEXT_TYPES.has(oid)) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export const clientConfig = (url: URL, applicationName: string, options?: string) => ({
  connectionString: url.href,
  application_name: applicationName,
  types,
  ...(options !== undefined ? { options } : {}),
});

/** An Error whose message names the store without its password. */
export function storeError(e: unknown, url: URL): Error {
  const message = e instanceof Error ? e.message : String(e);
  return new Error(`${redactUrl(url)}: ${withoutPassword(message, url)}`);
}

export async function connectClient(url: URL, applicationName: string): Promise<pg.Client> {
  const client = new pg.Client(clientConfig(url, applicationName));
  // A dropped connection must not crash the process through an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (e) {
    await client.end().catch(() => undefined);
    throw storeError(e, url);
  }
  return client;
}
