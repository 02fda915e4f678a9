// Search across sessions: message text, thinking, tool names, arguments, outputs and errors,
// with the in-session search's case and regex options and its matcher (src/search/matcher.ts),
// so a hit here is a hit there. Plain text is found and counted by SQL both engines run; a
// regular expression runs on RE2 over the texts in batches, and stops at a time budget with the
// answer marked partial. RE2 is linear for one pass only: finding every occurrence of
// `e[\s\S]*#Z|e` passes over the rest of the text once per `e`, and one 120 KB output held the
// whole server for two minutes. So the budget is checked between occurrences, and a text whose
// one pass could outlast what is left of it is not scanned.
import type { SearchQuery, TextMatcher, TextPart } from '../../../src/search/matcher';
import type {
  LibrarySearchResult,
  SearchHit,
  SessionHits,
} from '../../../src/library/search-result';
import { compileQuery, splitMatches } from '../../../src/search/matcher';
import type { LibrarySql, SqlRow } from '../library-sql';
import type { QueryValue } from '../query';
import { snippetWindow } from './snippet-window';

export interface SearchRequest {
  query: SearchQuery;
  /** Sessions listed (the totals count them all). */
  sessions: number;
  /** Hits listed per session. */
  hitsPerSession: number;
  /** Hits skipped in each session: those a group lists already, when it asks for more. */
  offset: number;
  /** Only this session's hits (a group's "more"), else every session's. */
  session: string | null;
}

/** A listed session's totals: occurrences, and the texts holding them (each text one hit). */
interface Found {
  occurrences: number;
  hits: number;
}

const SEARCHED = `(SELECT session_id, ordinal, kind, record, text FROM messages
  UNION ALL SELECT session_id, ordinal, 'tool_name' AS kind, record, name AS text FROM tool_calls)`;

/**
 * The texts a literal search scans, as `f`: lowercased when the case is ignored, the messages'
 * from their stored `text_lower` (lowering every text per query was most of a search's time).
 */
const scanned = (caseSensitive: boolean) =>
  caseSensitive
    ? `(SELECT session_id, ordinal, kind, record, text, text AS f FROM messages
        UNION ALL SELECT session_id, ordinal, 'tool_name', record, name, name FROM tool_calls)`
    : `(SELECT session_id, ordinal, kind, record, text, text_lower AS f FROM messages
        UNION ALL SELECT session_id, ordinal, 'tool_name', record, name, lower(name) FROM tool_calls)`;

export const REGEX_BUDGET_MS = 3000;
/**
 * Steps (compiled program size × characters) re2js is sure to take per millisecond: the slowest
 * patterns measured (`.{100}Z`, `.{1000}` eight times, `a.*Z|a`) ran 20 to 100 thousand on two
 * busy cores.
 */
const STEPS_PER_MS = 20_000;
const BATCH = 5000;
const BEFORE = 60;
const AFTER = 160;

export function searchRequestOf(p: URLSearchParams): SearchRequest {
  const n = (name: string, fallback: number, max: number) => {
    const v = Number(p.get(name));
    return Number.isInteger(v) && v > 0 ? Math.min(v, max) : fallback;
  };
  const session = p.get('session');
  return {
    query: {
      text: p.get('q') ?? '',
      caseSensitive: p.get('case') === '1',
      regex: p.get('regex') === '1',
    },
    sessions: n('sessions', 100, 1000),
    hitsPerSession: n('hits', 5, 50),
    offset: n('offset', 0, Number.MAX_SAFE_INTEGER),
    session: session === null || session === '' ? null : session,
  };
}

/** The text around the first occurrence, whole words and tokens, cut into plain and matched runs. */
export function snippetOf(text: string, matcher: TextMatcher): TextPart[] {
  let first = { start: 0, end: 0 };
  matcher.each(text, (start, end) => {
    first = { start, end };
    return false;
  });
  const { from, to } = snippetWindow(text, first.start, first.end, BEFORE, AFTER);
  const parts = splitMatches(text.slice(from, to), matcher, 20);
  if (from > 0) parts.unshift({ text: '…', match: false });
  if (to < text.length) parts.push({ text: '…', match: false });
  return parts;
}

const EMPTY: LibrarySearchResult = { occurrences: 0, sessions: 0, results: [], partial: false };

export async function searchQuery(sql: LibrarySql, r: SearchRequest): Promise<LibrarySearchResult> {
  const compiled = compileQuery(r.query);
  if (compiled === null) return EMPTY;
  if (!compiled.ok) return { ...EMPTY, error: compiled.error };
  return r.query.regex
    ? regexSearch(sql, r, compiled.matcher)
    : literalSearch(sql, r, compiled.matcher);
}

/** Sessions' titles and places, for the listed ones. */
async function describe(
  sql: LibrarySql,
  counts: ReadonlyMap<string, Found>,
  hits: ReadonlyMap<string, SearchHit[]>,
): Promise<SessionHits[]> {
  const ids = [...counts.keys()];
  if (ids.length === 0) return [];
  const rows = await sql.all(
    `SELECT session_id, title, project, agent, started_at FROM sessions
     WHERE session_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
    ids,
  );
  const by = new Map(rows.map((row) => [String(row.session_id), row]));
  const text = (v: QueryValue | undefined) => (typeof v === 'string' ? v : null);
  return ids.map((id) => {
    const row = by.get(id);
    return {
      session_id: id,
      title: text(row?.title),
      project: text(row?.project),
      agent: text(row?.agent),
      started_at: text(row?.started_at),
      occurrences: counts.get(id)?.occurrences ?? 0,
      hitTotal: counts.get(id)?.hits ?? 0,
      hits: hits.get(id) ?? [],
    };
  });
}

const hitOf = (row: SqlRow, matcher: TextMatcher): SearchHit => ({
  kind: String(row.kind),
  ordinal: Number(row.ordinal),
  record: typeof row.record === 'string' ? row.record : null,
  snippet: snippetOf(String(row.text), matcher),
});

async function literalSearch(
  sql: LibrarySql,
  r: SearchRequest,
  matcher: TextMatcher,
): Promise<LibrarySearchResult> {
  const searched = scanned(r.query.caseSensitive);
  // Folded here as `text_lower` was: both engines then compare the same strings.
  const q = r.query.caseSensitive ? r.query.text : r.query.text.toLowerCase();
  // Typed: PostgreSQL cannot pick among length()/strpos() overloads for an untyped parameter.
  const holds = `strpos(m.f, CAST($1 AS VARCHAR)) > 0`;
  const only = r.session === null ? '' : ` AND m.session_id = CAST($2 AS VARCHAR)`;
  // Occurrences as the characters the query's matches take, divided by its length (replace()
  // removes non-overlapping occurrences left to right, as the matcher finds them). Grouped
  // before the join: a common word matches a million texts but a few thousand sessions.
  const counted = await sql.all(
    `SELECT h.session_id, h.chars, h.texts, length(CAST($1 AS VARCHAR)) AS qlen, s.started_at
     FROM (SELECT m.session_id, count(*) AS texts,
             sum(length(m.f) - length(replace(m.f, CAST($1 AS VARCHAR), ''))) AS chars
           FROM ${searched} m WHERE ${holds}${only} GROUP BY m.session_id) h
     LEFT JOIN sessions s ON s.session_id = h.session_id
     ORDER BY s.started_at DESC NULLS LAST, h.session_id`,
    r.session === null ? [q] : [q, r.session],
  );
  const counts = new Map<string, Found>();
  let occurrences = 0;
  for (const row of counted) {
    const n = Math.round(Number(row.chars) / Number(row.qlen));
    occurrences += n;
    if (counts.size < r.sessions)
      counts.set(String(row.session_id), { occurrences: n, hits: Number(row.texts) });
  }
  const ids = [...counts.keys()];
  const hits = new Map<string, SearchHit[]>();
  if (ids.length > 0) {
    const rows = await sql.all(
      `SELECT session_id, ordinal, kind, record, text FROM (
         SELECT m.session_id, m.ordinal, m.kind, m.record, m.text,
           row_number() OVER (PARTITION BY m.session_id ORDER BY m.ordinal, m.kind) AS nth
         FROM ${searched} m
         WHERE m.session_id IN (${ids.map((_, i) => `$${i + 2}`).join(', ')}) AND ${holds}
       ) x WHERE nth > ${r.offset} AND nth <= ${r.offset + r.hitsPerSession}
       ORDER BY session_id, ordinal, kind`,
      [q, ...ids],
    );
    for (const row of rows) {
      const id = String(row.session_id);
      hits.set(id, [...(hits.get(id) ?? []), hitOf(row, matcher)]);
    }
  }
  return {
    occurrences,
    sessions: counted.length,
    results: await describe(sql, counts, hits),
    partial: false,
  };
}

/**
 * The occurrences in `text`, or null when counting them could run past `deadline`: a pass over
 * it could take longer than is left, or the time ran out between two occurrences.
 */
export function countBefore(matcher: TextMatcher, text: string, deadline: number): number | null {
  const steps = (matcher.stepsPerChar ?? 1) * text.length;
  if (steps > (deadline - Date.now()) * STEPS_PER_MS) return null;
  let n = 0;
  let late = false;
  matcher.each(text, () => {
    n += 1;
    late = Date.now() > deadline;
    return !late;
  });
  return late ? null : n;
}

async function regexSearch(
  sql: LibrarySql,
  r: SearchRequest,
  matcher: TextMatcher,
): Promise<LibrarySearchResult> {
  const deadline = Date.now() + REGEX_BUDGET_MS;
  const counts = new Map<string, Found>();
  const hits = new Map<string, SearchHit[]>();
  let occurrences = 0;
  let partial = false;
  const only = r.session === null ? '' : 'WHERE m.session_id = CAST($2 AS VARCHAR)';
  for (let offset = 0; ; offset += BATCH) {
    if (Date.now() > deadline) {
      partial = true;
      break;
    }
    const rows = await sql.all(
      `SELECT session_id, ordinal, kind, record, text FROM ${SEARCHED} m ${only}
       ORDER BY session_id, kind, ordinal LIMIT ${BATCH} OFFSET $1`,
      r.session === null ? [offset] : [offset, r.session],
    );
    for (const row of rows) {
      const n = countBefore(matcher, String(row.text), deadline);
      if (n === null) {
        // Over its share of the time: the texts after it may still fit.
        partial = true;
        if (Date.now() > deadline) break;
        continue;
      }
      if (n === 0) continue;
      const id = String(row.session_id);
      occurrences += n;
      const found = counts.get(id) ?? { occurrences: 0, hits: 0 };
      counts.set(id, { occurrences: found.occurrences + n, hits: found.hits + 1 });
      const list = hits.get(id) ?? [];
      if (found.hits >= r.offset && list.length < r.hitsPerSession)
        hits.set(id, [...list, hitOf(row, matcher)]);
    }
    if (rows.length < BATCH || (partial && Date.now() > deadline)) break;
  }
  const listed = new Map([...counts].slice(0, r.sessions));
  return {
    occurrences,
    sessions: counts.size,
    results: await describe(sql, listed, hits),
    partial,
  };
}
