// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { createSearchRunner } from '../../search/search-runner';
import type { SearchRequest, SearchResponse } from '../../search/worker-protocol';
import { DocSearch } from './doc-search';
import { searchStore } from './search-store';

/** The search worker run on the page: the same runner, its answers delivered a task later. */
class InPageWorker {
  onmessage: ((e: { data: SearchResponse }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  private readonly handle = createSearchRunner((data) => this.deliver(data));
  constructor() {
    this.deliver({ type: 'ready', seq: 0 });
  }
  postMessage(request: SearchRequest): void {
    if (failing) setTimeout(() => this.onerror?.({ preventDefault() {} }));
    else this.handle(request);
  }
  terminate(): void {
    this.onmessage = null;
  }
  private deliver(data: SearchResponse) {
    setTimeout(() => this.onmessage?.({ data }));
  }
}
let failing = false;

beforeEach(() => {
  failing = false;
  vi.stubGlobal('Worker', InPageWorker);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openSearch() {
  const { makeMeta, text, makeRequestBegin } = createTraceBuilder();
  const view = renderInDoc(
    recs([
      makeMeta(),
      text('user', 'Count the Penguins.'),
      makeRequestBegin(),
      text('assistant', 'One penguin, two penguins, three.'),
    ]),
    () => <DocSearch />,
  );
  act(() => searchStore.of(view.doc).getState().show());
  const input = view.getByRole('searchbox', { name: 'Search the conversation' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const count = () => view.getByTestId('search-count').textContent;
  return { ...view, input, type, count };
}

describe('search bar', () => {
  it('counts the matches in every record, and Enter / Shift+Enter step through them', async () => {
    const view = openSearch();
    expect(view.queryByTestId('search-count')).toBeNull();
    expect(view.getByTestId('search-next')).toHaveProperty('disabled', true);
    view.type('penguin');
    await view.findByText('3 matches');
    expect(view.getByTestId('search-next')).toHaveProperty('disabled', false);
    fireEvent.keyDown(view.input, { key: 'Enter' });
    expect(view.count()).toBe('1 of 3');
    fireEvent.click(view.getByTestId('search-next'));
    expect(view.count()).toBe('2 of 3');
    fireEvent.keyDown(view.input, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(view.input, { key: 'Enter', shiftKey: true });
    expect(view.count()).toBe('3 of 3');
  });

  it('Enter pressed before the count arrives goes to the first match once it does', async () => {
    const view = openSearch();
    view.type('penguin');
    await view.findByText('3 matches');
    view.type('three');
    // The last query's count is not shown for this one, nor stepped through.
    expect(view.count()).toBe('Searching…');
    fireEvent.keyDown(view.input, { key: 'Enter', shiftKey: true });
    expect(view.count()).toBe('Searching…');
    await view.findByText('1 of 1');
  });

  it('matches case only when asked to', async () => {
    const view = openSearch();
    view.type('Penguin');
    await view.findByText('3 matches');
    const matchCase = view.getByRole('button', { name: 'Match case' });
    fireEvent.click(matchCase);
    expect(matchCase.getAttribute('aria-pressed')).toBe('true');
    await view.findByText('1 match');
    view.type('walrus');
    await view.findByText('No matches');
    expect(view.getByTestId('search-prev')).toHaveProperty('disabled', true);
  });

  it('names an invalid regular expression instead of a count', () => {
    const view = openSearch();
    fireEvent.click(view.getByRole('button', { name: 'Regular expression' }));
    view.type('pen(');
    expect(view.getByRole('alert').textContent).toMatch(/^Invalid regular expression: /);
    expect(view.input.getAttribute('aria-invalid')).toBe('true');
    expect(view.queryByTestId('search-count')).toBeNull();
  });

  it('says so when its worker fails, rather than "No matches"', async () => {
    failing = true;
    const view = openSearch();
    view.type('penguin');
    expect((await view.findByRole('alert')).textContent).toBe(
      'The search stopped: its worker failed. Change the query to try again.',
    );
    expect(view.queryByTestId('search-count')).toBeNull();
  });

  it('closes on Escape', () => {
    const view = openSearch();
    fireEvent.keyDown(view.input, { key: 'Escape' });
    expect(view.queryByRole('search')).toBeNull();
  });

  it('opened again at once after Escape, keeps the focus: the focus going back gives way', async () => {
    // The row the search was opened from, which Escape gives the focus back to.
    const list = document.body.appendChild(document.createElement('div'));
    list.dataset['testid'] = 'conversation';
    const row = list.appendChild(document.createElement('div'));
    row.dataset['index'] = '0';
    row.tabIndex = 0;
    row.focus();
    const view = openSearch();
    view.input.focus();
    fireEvent.keyDown(view.input, { key: 'Escape' });
    expect(view.queryByRole('search')).toBeNull();
    // `/` again before the focus going back has run (it waits for the row to be drawn).
    act(() => searchStore.of(view.doc).getState().show());
    const input = view.getByRole('searchbox', { name: 'Search the conversation' });
    // The browser's select() focuses the field; jsdom's does not.
    input.focus();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(document.activeElement).toBe(input);
    list.remove();
  });
});
