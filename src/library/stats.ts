// The library's cost and health figures as the stats route sends them, and the pure folding the
// stats view does on them: days into weeks, rows into one series per model, agent or project.
// The server sends every grouping by day at once, so switching the view asks nothing new.

/** Tokens and cost of the sessions that started on one day with one model, agent or project. */
export interface SpendRow {
  /** YYYY-MM-DD (UTC), the day the session started. */
  day: string;
  /** The model, agent or project; null for sessions without one. */
  key: string | null;
  sessions: number;
  total_tokens: number;
  cost_usd: number;
}

export interface ToolStat {
  name: string;
  calls: number;
  /** Calls refused (denied, forbidden) or whose output says `failed`, as the outline counts them. */
  failures: number;
  sessions: number;
  p50_ms: number | null;
  p95_ms: number | null;
}

export interface ApprovalStat {
  /** allow, deny, forbidden, or `pending` for a call still waiting for a human. */
  decision: string;
  calls: number;
  sessions: number;
}

export interface RetryStat {
  /** The status of the attempt that was retried: timeout, malformed, failed… */
  cause: string;
  retries: number;
  sessions: number;
}

export interface SessionPick {
  session_id: string;
  title: string | null;
  project: string | null;
  agent: string | null;
  model: string | null;
  started_at: string | null;
  duration_ms: number | null;
  total_tokens: number;
  cost_usd: number;
  /** What ranks it in a drill-down list (approvals of a decision, retries of a cause). */
  count?: number;
}

/** Sessions a drill-down lists first, and the most one answer lists (the view asks again for more). */
export const DRILL_PAGE = 50;
export const DRILL_PAGE_MAX = 500;

/** One page of the sessions behind an approval decision or a retry cause. */
export interface DrillPage {
  /** Every session behind it, listed or not. */
  total: number;
  sessions: SessionPick[];
}

export interface StatsTotals {
  sessions: number;
  total_tokens: number;
  cost_usd: number;
  tool_calls: number;
  retries: number;
  /** Sessions whose model has no built-in price (their cost is 0). */
  unpriced: number;
}

export interface LibraryStatsData {
  totals: StatsTotals;
  /** One list per grouping: its size is days × keys, however many sessions there are. */
  spend: Record<GroupBy, SpendRow[]>;
  tools: ToolStat[];
  approvals: ApprovalStat[];
  retries: RetryStat[];
  costliest: SessionPick[];
  longest: SessionPick[];
}

export type GroupBy = 'model' | 'agent' | 'project';
export type Period = 'day' | 'week';
export type Measure = 'cost' | 'tokens';

export interface PeriodRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, included. */
  to: string;
}

export interface SpendSeries {
  /** Every period from the first to the last, gaps included, by its first day. */
  periods: string[];
  /** The group keys, largest first; null is "none" (no project, no model…). */
  keys: (string | null)[];
  /** values[k][p]: the measure of keys[k] in periods[p]. */
  values: number[][];
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday (UTC) of the ISO week holding `day`. */
export function weekStart(day: string): string {
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOf(ms - weekday * DAY_MS);
}

export const periodStart = (day: string, period: Period): string =>
  period === 'week' ? weekStart(day) : day;

export function periodRange(start: string, period: Period): PeriodRange {
  return { from: start, to: period === 'week' ? dayOf(dayMs(start) + 6 * DAY_MS) : start };
}

export function spendSeries(
  rows: readonly SpendRow[],
  period: Period,
  measure: Measure,
): SpendSeries {
  if (rows.length === 0) return { periods: [], keys: [], values: [] };
  const byKey = new Map<string | null, Map<string, number>>();
  const totals = new Map<string | null, number>();
  let first = Infinity;
  let last = -Infinity;
  for (const r of rows) {
    const start = periodStart(r.day, period);
    const ms = dayMs(start);
    first = Math.min(first, ms);
    last = Math.max(last, ms);
    const key = r.key;
    const v = measure === 'cost' ? r.cost_usd : r.total_tokens;
    let perPeriod = byKey.get(key);
    if (!perPeriod) byKey.set(key, (perPeriod = new Map()));
    perPeriod.set(start, (perPeriod.get(start) ?? 0) + v);
    totals.set(key, (totals.get(key) ?? 0) + v);
  }
  const step = period === 'week' ? 7 * DAY_MS : DAY_MS;
  const periods: string[] = [];
  for (let ms = first; ms <= last; ms += step) periods.push(dayOf(ms));
  const keys = [...byKey.keys()].sort(
    (a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || String(a).localeCompare(String(b)),
  );
  const values = keys.map((k) => periods.map((p) => byKey.get(k)?.get(p) ?? 0));
  return { periods, keys, values };
}
