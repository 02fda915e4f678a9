import { UsageError } from './args';

/** What `omniscope open` shows: Trace files and captures on disk or by URL, or a live session. */
export type OpenPlan =
  | { kind: 'traces'; paths: string[]; urls: string[] }
  /** A PenguinHarness session: proxied, so its cookie login works as in `serve --proxy`. */
  | { kind: 'penguin'; base: string; sessionId: string };

const isUrl = (arg: string) => /^https?:\/\//i.test(arg);

/** `…/sessions/<id>` (the API's or the web UI's path) or `?session=<id>`, with the base before it. */
function penguinSession(url: URL): { base: string; sessionId: string } | null {
  const query = url.searchParams.get('session');
  const path = /^(.*?)(?:\/api)?\/sessions\/([^/]+)(?:\/(?:stream|messages|traces))?\/?$/.exec(
    url.pathname,
  );
  const sessionId = query || (path?.[2] ? decodeURIComponent(path[2]) : '');
  if (!sessionId) return null;
  const prefix = query ? url.pathname.replace(/\/$/, '') : (path?.[1] ?? '');
  return { base: `${url.origin}${prefix}`, sessionId };
}

/** The command line's files, folders and URLs as one thing to open; a mix that cannot be throws. */
export function planOpen(args: readonly string[]): OpenPlan {
  if (args.length === 0) throw new UsageError((e) => e.openNeedsInput);
  const urls = args.filter(isUrl).map((u) => {
    try {
      return new URL(u);
    } catch {
      throw new UsageError((e) => e.notUrl(u));
    }
  });
  const sessions = urls.flatMap((u) => penguinSession(u) ?? []);
  const [session] = sessions;
  if (session) {
    if (args.length > 1) throw new UsageError((e) => e.sessionUrlAlone);
    return { kind: 'penguin', ...session };
  }
  return { kind: 'traces', paths: args.filter((a) => !isUrl(a)), urls: urls.map((u) => u.href) };
}
