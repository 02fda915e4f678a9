// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { approvals } from '../../../test/cases/approvals';
import { nestedChildren } from '../../../test/cases/nested-children';
import { renderInDoc } from '../../../test/support/render-rows';
import { recs } from '../../../test/support/trace-builder';
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
});
