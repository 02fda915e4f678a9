// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { approvals } from '../../../test/cases/approvals';
import { authFailure } from '../../../test/cases/failures';
import { liveRetry } from '../../../test/cases/live-retry';
import { nestedChildren, CHILD_A } from '../../../test/cases/nested-children';
import { renderInDoc, renderRows } from '../../../test/support/render-rows';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { ApprovalsAudit } from './approvals-audit';
import { SessionSummary } from './session-summary';

afterEach(cleanup);

describe('approvals audit', () => {
  it('counts decisions by kind and lists each decided call', () => {
    const view = renderInDoc(recs(approvals().records), () => <ApprovalsAudit />);
    const audit = view.getByTestId('approvals-audit');
    expect(audit.querySelector('header')?.textContent).toBe(
      'Approvals1 allowed · 1 denied · 1 forbidden',
    );
    expect(within(audit).getAllByTestId('approval-entry')).toHaveLength(3);
  });

  it('says so when the trace holds no decision', () => {
    const b = createTraceBuilder();
    const view = renderInDoc(recs([b.text('user', 'hi')]), () => <ApprovalsAudit />);
    expect(view.getByTestId('approvals-audit').textContent).toContain(
      'No approval decisions in this trace.',
    );
  });
});

describe('session summary', () => {
  it('sums requests, retries, errors and tool calls of the session', () => {
    const summary = (records: Parameters<typeof recs>[0]) =>
      renderInDoc(recs(records), () => <SessionSummary />).getByTestId('session-summary').dataset;
    expect(summary(liveRetry(true).records)).toMatchObject({
      requests: '2',
      retries: '1',
      toolCalls: '0',
    });
    cleanup();
    expect(summary(approvals().records)).toMatchObject({ requests: '2', toolCalls: '3' });
    cleanup();
    expect(summary(authFailure().records)).toMatchObject({ errors: '1' });
  });
});

describe('child session card', () => {
  it("heads each child with its status and folds it on a click, hiding the child's rows", () => {
    const view = renderRows(recs(nestedChildren().records));
    const card = view.getAllByTestId('child-card').find((c) => c.dataset.childSession === CHILD_A);
    expect(card?.dataset).toMatchObject({ status: 'done', collapsed: 'false' });
    fireEvent.click(within(card!).getByTestId('child-toggle'));
    expect(view.doc.view.getState().collapsed.has(CHILD_A)).toBe(true);
  });
});
