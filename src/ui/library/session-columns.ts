// The sessions table's columns: what each shows of a row and the sort key the server knows it by.
import { formatCount, formatDuration, formatTokens } from '../common/format';
import { formatCost } from '../cost/format-cost';
import type { Catalog } from '../../i18n/catalogs';
import { codeLabel } from './code-label';
import type { SessionRowData } from './library-client';

export interface SessionColumn {
  /** The `sort` param (server/library/queries/sessions-query.ts SORT_COLUMNS). */
  key: keyof Catalog['library']['columns'];
  /** CSS grid track. */
  width: string;
  numeric: boolean;
  /** `words`: the library's catalog, for the words a cell says (a status). */
  text(row: SessionRowData, words: Catalog['library']): string;
}

const n = (v: number) => (v === 0 ? '' : formatCount(v));

export const SESSION_COLUMNS: readonly SessionColumn[] = [
  {
    key: 'title',
    width: 'minmax(13rem, 1fr)',
    numeric: false,
    text: (r) => r.title ?? r.session_id,
  },
  {
    key: 'project',
    width: '5.5rem',
    numeric: false,
    text: (r) => r.project ?? '',
  },
  { key: 'agent', width: '5.5rem', numeric: false, text: (r) => r.agent ?? '' },
  { key: 'model', width: '7.5rem', numeric: false, text: (r) => r.model ?? '' },
  {
    key: 'started_at',
    // "2026-12-02 11:00" by the font's digit: Chinese text falls back to a CJK font, whose
    // digits are wider, and a fixed 7.5rem cut the time. Its 12 digits and 4 narrower signs
    // take about 14.2ch in either font; the padding is 1rem.
    width: 'calc(15ch + 1rem)',
    numeric: false,
    text: (r) => (r.started_at ?? '').slice(0, 16).replace('T', ' '),
  },
  {
    key: 'duration_ms',
    width: '4.5rem',
    numeric: true,
    text: (r) => (r.duration_ms === null ? '' : formatDuration(r.duration_ms)),
  },
  {
    key: 'status',
    // 5rem, as wide as "completed": a wider column made the table scroll sideways at 1280 px.
    width: '5rem',
    numeric: false,
    text: (r, words) =>
      r.awaiting_approval === true && r.status === 'running'
        ? words.awaitingApproval
        : codeLabel(words.statuses, r.status),
  },
  {
    key: 'requests',
    width: '4rem',
    numeric: true,
    text: (r) => n(r.requests),
  },
  {
    key: 'tool_calls',
    width: '3.5rem',
    numeric: true,
    text: (r) => n(r.tool_calls),
  },
  {
    key: 'request_failures',
    width: '3.5rem',
    numeric: true,
    text: (r) => n(r.request_failures),
  },
  { key: 'retries', width: '3.5rem', numeric: true, text: (r) => n(r.retries) },
  {
    key: 'approvals_denied',
    width: '3.5rem',
    numeric: true,
    text: (r) => n(r.approvals_denied),
  },
  {
    key: 'total_tokens',
    width: '4rem',
    numeric: true,
    text: (r) => (r.total_tokens === 0 ? '' : formatTokens(r.total_tokens)),
  },
  {
    key: 'cost_usd',
    width: '4.5rem',
    numeric: true,
    // Blank when nothing was spent, as the other figures are; "—" when a model has no price.
    text: (r) =>
      r.total_tokens === 0 && r.cost_usd === 0
        ? ''
        : r.unpriced_model !== null && r.cost_usd === 0
          ? '—'
          : formatCost(r.cost_usd),
  },
  {
    key: 'children',
    width: '4rem',
    numeric: true,
    text: (r) => n(r.children),
  },
];

export const GRID_COLUMNS = SESSION_COLUMNS.map((c) => c.width).join(' ');

/**
 * The table's least width: every track at its least. The rows are placed absolutely, so their
 * box has no width of its own to give: without this a row is as wide as the window, and a title
 * kept at the left edge would leave with it once the table scrolls past the window's width.
 */
export const TABLE_MIN_WIDTH = `calc(${SESSION_COLUMNS.map((c) =>
  c.width.startsWith('minmax(') ? c.width.slice('minmax('.length, c.width.indexOf(',')) : c.width,
).join(' + ')})`;
