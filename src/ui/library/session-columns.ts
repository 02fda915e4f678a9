// The sessions table's columns: what each shows of a row and the sort key the server knows it by.
import { formatCount, formatDuration, formatTokens } from '../common/format';
import { formatCost } from '../cost/format-cost';
import type { SessionRowData } from './library-client';

export interface SessionColumn {
  /** The `sort` param (server/library/queries/sessions-query.ts SORT_COLUMNS). */
  key: string;
  label: string;
  /** CSS grid track. */
  width: string;
  numeric: boolean;
  text(row: SessionRowData): string;
}

const STATUS_LABEL: Record<string, string> = { done: 'completed' };
const n = (v: number) => (v === 0 ? '' : formatCount(v));

export const SESSION_COLUMNS: readonly SessionColumn[] = [
  {
    key: 'title',
    label: 'Session',
    width: 'minmax(13rem, 1fr)',
    numeric: false,
    text: (r) => r.title ?? r.session_id,
  },
  {
    key: 'project',
    label: 'Project',
    width: '5.5rem',
    numeric: false,
    text: (r) => r.project ?? '',
  },
  { key: 'agent', label: 'Agent', width: '5.5rem', numeric: false, text: (r) => r.agent ?? '' },
  { key: 'model', label: 'Model', width: '7.5rem', numeric: false, text: (r) => r.model ?? '' },
  {
    key: 'started_at',
    label: 'Started',
    width: '7.5rem',
    numeric: false,
    text: (r) => (r.started_at ?? '').slice(0, 16).replace('T', ' '),
  },
  {
    key: 'duration_ms',
    label: 'Duration',
    width: '4.5rem',
    numeric: true,
    text: (r) => (r.duration_ms === null ? '' : formatDuration(r.duration_ms)),
  },
  {
    key: 'status',
    label: 'Status',
    width: '5rem',
    numeric: false,
    text: (r) => STATUS_LABEL[r.status] ?? r.status,
  },
  {
    key: 'requests',
    label: 'Requests',
    width: '4rem',
    numeric: true,
    text: (r) => n(r.requests),
  },
  {
    key: 'tool_calls',
    label: 'Tools',
    width: '3.5rem',
    numeric: true,
    text: (r) => n(r.tool_calls),
  },
  {
    key: 'request_failures',
    label: 'Failed',
    width: '3.5rem',
    numeric: true,
    text: (r) => n(r.request_failures),
  },
  { key: 'retries', label: 'Retries', width: '3.5rem', numeric: true, text: (r) => n(r.retries) },
  {
    key: 'approvals_denied',
    label: 'Denied',
    width: '3.5rem',
    numeric: true,
    text: (r) => n(r.approvals_denied),
  },
  {
    key: 'total_tokens',
    label: 'Tokens',
    width: '4rem',
    numeric: true,
    text: (r) => (r.total_tokens === 0 ? '' : formatTokens(r.total_tokens)),
  },
  {
    key: 'cost_usd',
    label: 'Cost',
    width: '4.5rem',
    numeric: true,
    text: (r) => (r.unpriced_model !== null && r.cost_usd === 0 ? '—' : formatCost(r.cost_usd)),
  },
  {
    key: 'children',
    label: 'Children',
    width: '4rem',
    numeric: true,
    text: (r) => n(r.children),
  },
];

export const GRID_COLUMNS = SESSION_COLUMNS.map((c) => c.width).join(' ');
