// Which open document the stream-vs-Trace compare sets beside this one, and how each is named in
// the list: by its title, with "stream" or "Trace files" so two tabs of one session read apart.
import { isPartial } from '../ingest/live-merge';
import type { TraceState } from '../store/model';
import type { EventLog } from './event-log';

export type DocKind = 'stream' | 'Trace files';

export interface DocChoice {
  id: string;
  title: string;
  /** What tells it apart from another open document of the same title (docs/tell-apart.ts). */
  note?: string | undefined;
  /** The main session's id, once its session_meta (or a live stream's) named it. */
  sessionId: string | undefined;
  kind: DocKind;
}

/** Events looked at to tell a stream from Trace files: a stream shows itself at once. */
const PROBE = 200;

/**
 * A stream (live, replayed, or a saved capture) carries SSE ids, server events or partials;
 * Trace files hold complete records only (PROTOCOL.md §9).
 */
export function docKindOf(log: EventLog): DocKind {
  for (let i = 0; i < Math.min(log.count, PROBE); i++) {
    const input = log.input(i);
    if (!input) continue;
    if (input.kind === 'server' || input.at?.eventId !== undefined) return 'stream';
    if (isPartial(input.envelope)) return 'stream';
  }
  return 'Trace files';
}

/**
 * The main session's id: its session_meta's, or, on a stream (whose main session never sends
 * session_meta, PROTOCOL.md §9), the session a session_title named that is no child's.
 */
export function mainSessionId(t: TraceState): string | undefined {
  const own = t.sessions.get('')?.sessionId;
  if (own !== undefined) return own;
  const children = new Set([...t.sessions.values()].map((s) => s.sessionId));
  const named = [...t.titles.keys()].filter((id) => !children.has(id));
  return named.length === 1 ? named[0] : undefined;
}

/** The document's title, as its tab names it, and its kind, in the words of the screen (`kinds`). */
export const choiceLabel = (c: DocChoice, kinds: Readonly<Record<DocKind, string>>): string =>
  `${c.title}${c.note ? ` · ${c.note}` : ''} — ${kinds[c.kind]}`;

/**
 * The reader's pick when it is still open; else a document of the same session, preferring the
 * other kind (this stream's Trace files); else the first other document.
 */
export function counterpart(
  self: DocChoice,
  others: readonly DocChoice[],
  picked: string | null,
): DocChoice | undefined {
  const chosen = others.find((d) => d.id === picked);
  if (chosen) return chosen;
  const same = others.filter((d) => self.sessionId !== undefined && d.sessionId === self.sessionId);
  return same.find((d) => d.kind !== self.kind) ?? same[0] ?? others[0];
}

/** Both sides name their session and the names differ: a compare of two unrelated runs. */
export const differentSessions = (a: DocChoice, b: DocChoice): boolean =>
  a.sessionId !== undefined && b.sessionId !== undefined && a.sessionId !== b.sessionId;
