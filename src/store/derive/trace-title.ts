import type { SessionKey, TraceState } from '../model';

const MAX_TITLE = 120;

/** One line of at most `max` characters: a prompt can be pages long. */
export function oneLine(text: string, max = MAX_TITLE): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Where a heading with room for a whole line cuts one: a prompt can be pages long. */
export const HEADING_MAX = 1000;

/**
 * Where the library's index cuts one: its table cuts the title to the column's width, and the
 * tooltip shows this much, a few lines of a prompt, not a page of it in every row fetched.
 */
export const LISTED_MAX = 300;

/**
 * What a session is about: the producer's title when it sent one (live streams), else the first
 * thing the user asked. The `[context_summary]` text that opens a rotated file is not a prompt.
 * At most `max` characters: a tab or a list's column gets `MAX_TITLE`, the header `HEADING_MAX`
 * (drawn cut to its width, whole in its tooltip).
 */
export function traceTitle(
  t: TraceState,
  key: SessionKey = '',
  max = MAX_TITLE,
): string | undefined {
  const s = t.sessions.get(key);
  if (!s) return undefined;
  const named = s.sessionId !== undefined ? t.titles.get(s.sessionId) : undefined;
  if (named) return oneLine(named, max);
  for (const id of s.items) {
    const it = t.items.get(id);
    if (it?.kind !== 'message' || it.role !== 'user' || it.type !== 'text') continue;
    if (/^\s*[[<]context_summary[\]>]/.test(it.content)) continue;
    const line = oneLine(it.content, max);
    if (line) return line;
  }
  return undefined;
}
