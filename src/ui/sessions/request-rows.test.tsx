// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { abortMidText } from '../../../test/cases/aborts';
import { compactions, SUMMARY } from '../../../test/cases/compactions';
import { authFailure, gaveUp } from '../../../test/cases/failures';
import { liveRetry } from '../../../test/cases/live-retry';
import { nestedChildren, CHILD_A, GRANDCHILD } from '../../../test/cases/nested-children';
import { renderRows } from '../../../test/support/render-rows';
import { recs } from '../../../test/support/trace-builder';

afterEach(cleanup);

const text = (el: HTMLElement | undefined) => el?.textContent ?? '';

describe('requests, retries and aborts', () => {
  it('a retried request says how long it waited, and the next attempt is numbered', () => {
    const view = renderRows(recs(liveRetry(true).records));
    const retry = view.getByTestId('retry-row');
    expect(retry.dataset).toMatchObject({ status: 'timeout', outcome: 'retried', attempt: '1' });
    expect(text(view.getByTestId('retry-outcome'))).toBe('retried after 4.0 s');
    expect(text(view.getByTestId('retry-error'))).toBe('503 upstream overloaded');
    expect(view.kind('request_begin').map(text)).toEqual([
      expect.stringContaining('Turn 1context'),
      expect.stringContaining('Turn 1 · attempt 2'),
    ]);
    expect(text(view.kind('request_end')[1])).toContain('on attempt 2');
  });

  it('a retry planned but never made says it is planned, not that it happened', () => {
    const view = renderRows(recs(gaveUp().records));
    expect(view.getByTestId('retry-row').dataset.outcome).toBe('planned');
    expect(text(view.getByTestId('retry-row'))).toContain('retry planned in 2.0 s');
  });

  it('a refused sign-in ends without retry, and the abort gives its reason', () => {
    const view = renderRows(recs(authFailure().records));
    expect(text(view.getByTestId('retry-outcome'))).toBe('authentication refused — no retry');
    expect(text(view.getByTestId('abort-reason'))).toBe(
      'llm request error: 401 invalid x-api-key (authentication_error)',
    );
  });

  it("an abort frames the interrupted request's text and marks the cut answer", () => {
    const view = renderRows(recs(abortMidText().records));
    const [, failed, , cut] = view.kind('text');
    expect(failed!.dataset.failedAttempt).toBe('true');
    // The user's interrupt is no failure the engine retried: the badge says what it was.
    expect(text(within(failed!).getByTestId('failed-attempt'))).toContain(
      'from the interrupted request',
    );
    expect(text(within(cut!).getByTestId('cut-notice'))).toContain('Cut off');
    expect(view.getAllByTestId('abort-reason').map(text)).toEqual([
      'user interrupted',
      'interrupted by the user',
    ]);
  });
});

describe('compactions and children', () => {
  it('a compaction shows its reason, its end, the new context and the summary', () => {
    const view = renderRows(recs(compactions().records));
    const [first, open] = view
      .getAllByTestId('compaction-row')
      .filter((r) => r.dataset.phase !== 'end');
    expect(text(first)).toContain('context · summarize');
    expect(text(open)).toContain('compacting…');
    expect(
      view.getAllByTestId('compaction-row').find((r) => r.dataset.phase === 'end')?.dataset.status,
    ).toBe('completed');
    expect(text(view.getByTestId('context-boundary'))).toContain('Context 2');
    const summary = SUMMARY.replace(/\[\/?summary\]/g, '');
    // The summary the model wrote, and the same summary opening the new context.
    const summaries = view
      .kind('text')
      .filter((row) => within(row).queryAllByTestId('marker-banner').length > 0);
    expect(summaries.map((row) => row.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^Assistant.*Summary${summary}$`)),
      expect.stringMatching(new RegExp(`^User.*Context summary.*${summary}$`)),
    ]);
  });

  it('draws each child session under the call that started it, grandchildren inside', () => {
    const view = renderRows(recs(nestedChildren().records));
    const sessions = view.kind('session_meta').map((el) => el.dataset.session);
    expect(sessions).toEqual(['', CHILD_A, `${CHILD_A}/${GRANDCHILD}`, expect.any(String)]);
  });
});
