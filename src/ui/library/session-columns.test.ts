import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import type { SessionRowData } from './library-client';
import { SESSION_COLUMNS } from './session-columns';

const row = (over: Partial<SessionRowData>): SessionRowData => ({
  session_id: 's',
  root_session_id: 's',
  parent_session_id: null,
  project: null,
  agent: null,
  model: null,
  title: null,
  status: 'done',
  started_at: null,
  duration_ms: null,
  requests: 0,
  tool_calls: 0,
  request_failures: 0,
  retries: 0,
  approvals_denied: 0,
  total_tokens: 0,
  cost_usd: 0,
  unpriced_model: null,
  children: 0,
  depth: 0,
  ...over,
});
const cost = (r: SessionRowData) =>
  SESSION_COLUMNS.find((c) => c.key === 'cost_usd')?.text(r, en.library);

describe('the cost column', () => {
  it('is blank when nothing was spent, as the other figures are', () => {
    expect(cost(row({}))).toBe('');
    // A session that used no tokens cost nothing, whether its model has a price or not.
    expect(cost(row({ unpriced_model: 'fake-model' }))).toBe('');
  });

  it('says "—" for tokens of a model with no price, and the cost otherwise', () => {
    expect(cost(row({ total_tokens: 46_000, unpriced_model: 'fake-model' }))).toBe('—');
    expect(cost(row({ total_tokens: 46_000, cost_usd: 0.5 }))).toBe('$0.5000');
  });
});
