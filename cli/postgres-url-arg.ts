// A team store's URL from the command line or the environment, as a usage error when it is not
// one: the message never repeats the text (it may hold a password).
import { parsePostgresUrl, PostgresUrlError } from '../server/library/postgres/url';
import { UsageError } from './args';

/**
 * The team store's URL in the environment (a reader's, for `serve` and `query`): unlike a flag's,
 * it is in neither the shell history nor the process list.
 */
export const LIBRARY_URL_ENV = 'OMNISCOPE_LIBRARY_URL';

export function postgresUrlArg(text: string, source: string): URL {
  try {
    return parsePostgresUrl(text, source);
  } catch (e) {
    if (e instanceof PostgresUrlError) throw new UsageError(e.message);
    throw e;
  }
}
