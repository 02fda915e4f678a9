// `ps` and /proc/<pid>/cmdline show every user of the machine the command line, so a URL given
// with its password (`serve --library postgres://reader:secret@…`, `ingest --to …`) could be read
// there for as long as the command runs. The process retitles itself without them.
import { redactUrl } from '../src/net/redact-url';

/** A URL with a password, alone or as `--flag=url`; undefined for any other argument. */
function urlWithPassword(arg: string): { flag: string; url: URL } | undefined {
  const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
  let url: URL;
  try {
    url = new URL(eq === -1 ? arg : arg.slice(eq + 1));
  } catch {
    return undefined;
  }
  const secret = url.password !== '' || url.searchParams.has('password');
  return secret ? { flag: eq === -1 ? '' : arg.slice(0, eq + 1), url } : undefined;
}

/** `omniscope <argv>` with every password masked, or undefined when none was given. */
export function titleWithoutPasswords(argv: readonly string[]): string | undefined {
  if (!argv.some((a) => urlWithPassword(a))) return undefined;
  const masked = argv.map((a) => {
    const found = urlWithPassword(a);
    return found ? `${found.flag}${redactUrl(found.url)}` : a;
  });
  return ['omniscope', ...masked].join(' ');
}
