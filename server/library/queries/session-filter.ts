// The sessions table's filters as SQL both engines run: the URL's params (project, agent, model,
// status, from, to, errors=1, tool) become a WHERE clause on the `sessions` alias `s` with
// positional parameters, each value bound, never spliced into the SQL.
import type { QueryValue } from '../query';
import { runningSince, statusNowSql } from './status-now';

export const FACETS = ['project', 'agent', 'model', 'status', 'tool'] as const;
export type Facet = (typeof FACETS)[number];

export interface SessionFilter {
  project?: string;
  agent?: string;
  model?: string;
  status?: string;
  /** YYYY-MM-DD, UTC: sessions started on or after that day. */
  from?: string;
  /** YYYY-MM-DD, UTC: sessions started on or before that day. */
  to?: string;
  errors?: boolean;
  tool?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(text: string | null, name: string): string | undefined {
  if (text === null || text === '') return undefined;
  if (!DAY.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    throw new Error(`${name} must be a day as YYYY-MM-DD, got "${text}"`);
  return text;
}

const nextDay = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function sessionFilterOf(p: URLSearchParams): SessionFilter {
  const f: SessionFilter = {};
  for (const name of ['project', 'agent', 'model', 'status', 'tool'] as const) {
    const v = p.get(name);
    if (v !== null && v !== '') f[name] = v;
  }
  const from = day(p.get('from'), 'from');
  const to = day(p.get('to'), 'to');
  if (from !== undefined) f.from = from;
  if (to !== undefined) f.to = to;
  if (p.get('errors') === '1') f.errors = true;
  return f;
}

export interface Where {
  sql: string;
  params: QueryValue[];
}

/** `WHERE …` for `f` less the facet `except` (a facet's counts ignore its own choice). */
export function whereOf(f: SessionFilter, except?: Facet, first = 1): Where {
  const params: QueryValue[] = [];
  const bind = (v: QueryValue) => {
    params.push(v);
    return `$${first + params.length - 1}`;
  };
  const terms: string[] = [];
  for (const name of ['project', 'agent', 'model'] as const) {
    const v = f[name];
    if (v !== undefined && name !== except) terms.push(`s.${name} = ${bind(v)}`);
  }
  // The status the table shows: a session still being written reads running.
  if (f.status !== undefined && except !== 'status')
    terms.push(`${statusNowSql('s', bind(runningSince(Date.now())))} = ${bind(f.status)}`);
  if (f.from !== undefined) terms.push(`s.started_at >= ${bind(f.from)}`);
  if (f.to !== undefined) terms.push(`s.started_at < ${bind(nextDay(f.to))}`);
  // What the session's own "errors & failed attempts" filter shows: a request that failed (a
  // retry follows each failed attempt), a tool call that failed, or the session failing.
  if (f.errors)
    terms.push(
      `(s.request_failures > 0 OR s.retries > 0 OR s.status = 'failed' OR EXISTS (SELECT 1 FROM tool_calls t WHERE t.session_id = s.session_id AND t.status = 'failed'))`,
    );
  if (f.tool !== undefined && except !== 'tool')
    terms.push(
      `EXISTS (SELECT 1 FROM tool_calls t WHERE t.session_id = s.session_id AND t.name = ${bind(f.tool)})`,
    );
  return { sql: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params };
}
