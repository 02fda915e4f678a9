// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approvals } from '../../../test/cases/approvals';
import { compactions } from '../../../test/cases/compactions';
import { CHILD_A, nestedChildren } from '../../../test/cases/nested-children';
import { renderInDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { useLayoutStore } from '../layout/layout-store';
import { OutlinePanel } from './outline-panel';

// jsdom lays nothing out: the outline's scroller gets a height, so its virtual list draws rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useLayoutStore.setState({ open: {} });
});

const entries = (outline: HTMLElement) =>
  within(outline)
    .queryAllByRole('button')
    .filter((b) => b.dataset.testid !== 'outline-close');

describe('outline panel', () => {
  it('lists each task with its prompt and each turn, compaction in between', () => {
    const view = renderInDoc(recs(compactions().records), () => <OutlinePanel />);
    const outline = view.getByRole('navigation', { name: 'Outline' });
    expect(entries(outline).map((e) => e.dataset.testid)).toEqual([
      'outline-task',
      'outline-turn',
      'outline-compaction',
      'outline-task',
      'outline-turn',
      'outline-compaction',
    ]);
    const [first, turn] = entries(outline);
    expect(first?.textContent).toBe('Write a haiku.');
    expect(turn?.textContent).toMatch(/^Turn 1/);
    expect(outline.dataset.entries).toBe('6');
  });

  it('counts a turn’s tool calls and refused calls', () => {
    const view = renderInDoc(recs(approvals().records), () => <OutlinePanel />);
    const turn = view.getAllByTestId('outline-turn')[0] as HTMLElement;
    expect(within(turn).getByTitle('tool calls').textContent).toBe('⚒ 3');
    expect(within(turn).getByTitle('failed attempts, failed or refused calls').textContent).toBe(
      '✕ 2',
    );
  });

  it('names a child session by the tail of its id', () => {
    const view = renderInDoc(recs(nestedChildren().records), () => <OutlinePanel />);
    const children = view.getAllByTestId('outline-child').map((c) => c.textContent);
    expect(children).toEqual(['⤷ child …a000000a', '⤷ child …a000000b']);
  });

  it('names a child session by the title the server gave it', () => {
    const title = { type: 'session_title', sessionId: CHILD_A, title: 'Find every use' } as const;
    const inputs = [...recs(nestedChildren().records), { kind: 'server', event: title } as const];
    const view = renderInDoc(inputs, () => <OutlinePanel />);
    const children = view.getAllByTestId('outline-child');
    expect(children.map((c) => c.textContent)).toEqual(['⤷ Find every use', '⤷ child …a000000b']);
    expect(within(children[0] as HTMLElement).getByTitle(CHILD_A)).toBeTruthy();
  });

  it('shows a prompt with no words as an empty prompt', () => {
    const b = createTraceBuilder();
    const view = renderInDoc(
      recs([b.makeMeta(), b.makeText({ role: 'user', text: '  \n ' }), b.makeRequestBegin()]),
      () => <OutlinePanel />,
    );
    expect(view.getByTestId('outline-task').textContent).toBe('(empty prompt)');
  });

  it('marks the entry being read as the list scrolls', () => {
    const view = renderInDoc(recs(compactions().records), () => <OutlinePanel />);
    const current = () => view.getAllByRole('button', { current: 'location' });
    // Nothing scrolled yet: the session's start is read as part of the first entry.
    expect(current()).toEqual([view.getAllByTestId('outline-task')[0]]);
    const second = view.getAllByTestId('outline-task')[1] as HTMLElement;
    act(() =>
      view.doc.view
        .getState()
        .setScroll({ anchor: `i${second.dataset.itemId}`, offset: 0, following: false }),
    );
    expect(current()).toEqual([second]);
  });

  it('closes its drawer once an entry is picked', () => {
    act(() => useLayoutStore.getState().toggle('outline', true));
    const view = renderInDoc(recs(compactions().records), () => <OutlinePanel />);
    const outline = view.getByTestId('outline');
    expect(outline.dataset.drawer).toBe('true');
    fireEvent.click(view.getAllByTestId('outline-turn')[0] as HTMLElement);
    expect(outline.dataset.drawer).toBe('false');
    expect(view.queryByTestId('outline-close')).toBeNull();
  });
});
