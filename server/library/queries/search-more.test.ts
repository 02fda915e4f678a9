// A search result lists a session's first hits; the rest are asked for one session at a time, a
// page from an offset on. On both engines, the pages must add up to the session's hits: each
// once, in order, as many as the group said it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexBothEngines, type LibraryEngines } from '../../../test/support/library-engines';
import type { LibrarySql } from '../library-sql';
import { searchQuery, searchRequestOf } from './search-query';

let engines: LibraryEngines;
beforeAll(async () => {
  engines = await indexBothEngines();
}, 120_000);
afterAll(async () => engines?.close());

const search = (sql: LibrarySql, params: Record<string, string>) =>
  searchQuery(sql, searchRequestOf(new URLSearchParams(params)));

const hitKey = (h: { kind: string; ordinal: number }) => `${h.kind}:${h.ordinal}`;

describe.each([
  ['plain text', { q: 'e' }],
  ['a regular expression', { q: 're[a-z]d', regex: '1' }],
])("one session's further hits, for %s", (_, query) => {
  it.each(['duckdb', 'postgres'] as const)('page by page on %s', async (engine) => {
    const sql = engines[engine];
    const all = await search(sql, query);
    // The session holding the most hits: more than one page of the smallest size below.
    const group = [...all.results].sort((a, b) => b.hitTotal - a.hitTotal)[0];
    if (!group) throw new Error('nothing found');
    expect(group.hitTotal).toBeGreaterThan(10);
    expect(group.hits).toHaveLength(5);
    const pages = [];
    for (let offset = 0; offset < group.hitTotal; offset += 4) {
      const page = await search(sql, {
        ...query,
        session: group.session_id,
        offset: String(offset),
        hits: '4',
      });
      expect(page).toMatchObject({ occurrences: group.occurrences, sessions: 1 });
      expect(page.results.map((s) => [s.session_id, s.hitTotal])).toEqual([
        [group.session_id, group.hitTotal],
      ]);
      pages.push(...(page.results[0]?.hits ?? []));
    }
    expect(pages.slice(0, 5)).toEqual(group.hits);
    expect(pages).toHaveLength(group.hitTotal);
    expect(new Set(pages.map(hitKey)).size).toBe(group.hitTotal);
    const past = await search(sql, {
      ...query,
      session: group.session_id,
      offset: String(group.hitTotal),
    });
    expect(past.results[0]?.hits).toEqual([]);
  });

  it('DuckDB and PostgreSQL list the same further hits', async () => {
    const all = await search(engines.duckdb, query);
    const session = all.results[0]?.session_id ?? '';
    const more = { ...query, session, offset: '3', hits: '50' };
    expect(await search(engines.postgres, more)).toEqual(await search(engines.duckdb, more));
  });
});
