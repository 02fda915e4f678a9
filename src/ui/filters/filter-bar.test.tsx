// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { approvals } from '../../../test/cases/approvals';
import { nestedChildren } from '../../../test/cases/nested-children';
import { renderInDoc } from '../../../test/support/render-rows';
import { CaseBuilder } from '../../../test/cases/case-builder';
import { recs, tokens } from '../../../test/support/trace-builder';
import { FilterBar } from './filter-bar';

afterEach(cleanup);

const count = (bar: HTMLElement, id: string) => within(bar).getByTestId(id).dataset.count;

describe('filter bar', () => {
  it('counts the records each value matches, and a click filters the document', () => {
    const view = renderInDoc(recs(approvals().records), () => <FilterBar />);
    const bar = view.getByTestId('filter-bar');
    expect(count(bar, 'filter-tools')).toBe('3');
    expect(count(bar, 'filter-tool-exec_command')).toBe('3');
    expect(count(bar, 'filter-denied')).toBe('2');
    expect(within(bar).queryByTestId('filter-clear')).toBeNull();

    fireEvent.click(within(bar).getByTestId('filter-denied'));
    expect([...view.doc.view.getState().filters.statuses]).toEqual(['denied']);
    expect(within(bar).getByTestId('filter-denied').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(bar).getByTestId('filter-clear'));
    expect(view.doc.view.getState().filters.statuses.size).toBe(0);
  });

  it('offers sessions only when there are children, naming each by the tail of its id', () => {
    const single = renderInDoc(recs(approvals().records), () => <FilterBar />);
    expect(
      within(single.getByTestId('filter-bar')).queryByRole('group', { name: 'Session' }),
    ).toBeNull();
    cleanup();
    const view = renderInDoc(recs(nestedChildren().records), () => <FilterBar />);
    const sessions = within(view.getByRole('group', { name: 'Session' })).getAllByRole('button');
    // In the order each session first appears, with the records it holds.
    expect(sessions.map((s) => s.textContent)).toEqual([
      'main12',
      'child …a000000a11',
      'child …a000000b7',
      'child …a00000aa6',
    ]);
  });

  it('folds a group of many values after the first eight, keeping any that is on in sight', () => {
    const c = CaseBuilder.start().meta('many tools').user('Use every tool.');
    for (let i = 1; i <= 12; i++)
      c.begin()
        .call(`call${i}`, `mcp_tool_${i}`, {})
        .usage(tokens(10, 0, 5), tokens(10 * i, 0, 5 * i))
        .end('completed')
        .output(`call${i}`, 'done');
    const view = renderInDoc(recs(c.records), () => <FilterBar />);
    const tools = () =>
      within(view.getByRole('group', { name: 'Tool' }))
        .queryAllByRole('button')
        .filter((b) => b.dataset.testid?.startsWith('filter-tool-'));
    expect(tools()).toHaveLength(8);
    const more = view.getByTestId('filter-more-tools');
    expect(more.textContent).toBe('+4 more');
    fireEvent.click(more);
    expect(tools()).toHaveLength(12);
    fireEvent.click(within(view.getByTestId('filter-bar')).getByTestId('filter-tool-mcp_tool_11'));
    fireEvent.click(view.getByTestId('filter-more-tools'));
    // Folded again, the one that is on stays: a filter in force is never out of sight.
    expect(tools().map((b) => b.dataset.testid)).toContain('filter-tool-mcp_tool_11');
    expect(view.getByTestId('filter-more-tools').textContent).toBe('+3 more');
  });
});
