// A team store's URL from the command line or the environment, as a usage error when it is not
// one: the message never repeats the text (it may hold a password).
import { parsePostgresUrl, PostgresUrlError } from '../server/library/postgres/url';
import { UsageError } from './args';

export function postgresUrlArg(text: string, source: string): URL {
  try {
    return parsePostgresUrl(text, source);
  } catch (e) {
    if (e instanceof PostgresUrlError) throw new UsageError(e.message);
    throw e;
  }
}
