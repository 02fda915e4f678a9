// The filters' choices with how many sessions each would show, the other filters applied (a
// facet's own choice is left out, so its other values stay offered).
import type { LibrarySql } from '../library-sql';
import { FACETS, whereOf, type Facet, type SessionFilter } from './session-filter';
import { runningSince, statusNowSql } from './status-now';

export interface FacetValue {
  value: string;
  sessions: number;
}

export type Facets = Record<Facet, FacetValue[]> & { errors: number };

/** The most values one facet lists: a filter menu, not a report. */
const MAX_VALUES = 200;

export async function facetsQuery(sql: LibrarySql, f: SessionFilter): Promise<Facets> {
  const out = { errors: 0 } as Facets;
  for (const facet of FACETS) {
    const where = whereOf(f, facet);
    const rows =
      facet === 'tool'
        ? await sql.all(
            `SELECT t.name AS value, count(DISTINCT s.session_id) AS sessions
             FROM sessions s JOIN tool_calls t ON t.session_id = s.session_id ${where.sql}
             GROUP BY t.name ORDER BY sessions DESC, value LIMIT ${MAX_VALUES}`,
            where.params,
          )
        : facet === 'status'
          ? await sql.all(
              `SELECT ${statusNowSql('s', `$${where.params.length + 1}`)} AS value,
                 count(*) AS sessions FROM sessions s ${where.sql}
               GROUP BY 1 ORDER BY sessions DESC, value LIMIT ${MAX_VALUES}`,
              [...where.params, runningSince(Date.now())],
            )
          : await sql.all(
              `SELECT s.${facet} AS value, count(*) AS sessions FROM sessions s ${where.sql}
               GROUP BY s.${facet} ORDER BY sessions DESC, value LIMIT ${MAX_VALUES}`,
              where.params,
            );
    out[facet] = rows.flatMap((r) =>
      r.value === null ? [] : [{ value: String(r.value), sessions: Number(r.sessions) }],
    );
  }
  const where = whereOf({ ...f, errors: true });
  out.errors = Number(
    (await sql.all(`SELECT count(*) AS n FROM sessions s ${where.sql}`, where.params))[0]?.n ?? 0,
  );
  return out;
}
