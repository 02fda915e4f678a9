import { describe, expect, it } from 'vitest';
import type { TraceAsker } from '../../docs/trace-views';
import type { RevealPlan } from '../../store/derive/navigation';
import { NO_FILTERS, toggleFilter } from '../../store/filters/filter-state';
import { createViewStore } from '../../store/view-store';
import { useNavigationStore } from '../list/navigation-store';
import { revealItem } from './use-reveal-item';

/** An asker whose reveal plans arrive when the test says, as a trace beside the parser answers. */
function slowAsker() {
  const waiting: ((plan: RevealPlan | undefined) => void)[] = [];
  const ask = ((name: string) => {
    if (name !== 'revealPlan') throw new Error(`asked ${name}`);
    return new Promise<RevealPlan | undefined>((resolve) => waiting.push(resolve));
  }) as TraceAsker;
  return { ask, answer: (k: number, plan: RevealPlan | undefined) => waiting[k]?.(plan) };
}

describe('revealItem', () => {
  it('asks with what the plan reads of the view, which can be sent to a worker', async () => {
    const view = createViewStore();
    view.getState().toggleCollapsed('/a');
    let asked: unknown[] = [];
    // A trace held in a worker (engine=worker) gets the question as the page posts it: cloned.
    const ask = (async (_name: string, ...args: unknown[]) => {
      asked = structuredClone(args);
      return { expand: ['/a'] };
    }) as TraceAsker;
    expect(await revealItem(ask, view, 5)).toBe(true);
    expect(asked).toEqual([
      5,
      { collapsed: new Set(['/a']), internalsShown: new Set(), focus: '', filters: NO_FILTERS },
    ]);
  });

  it('applies the plan to the view as it is when the answer arrives', async () => {
    const view = createViewStore();
    view.getState().toggleCollapsed('/a');
    view.getState().toggleCollapsed('/a/b');
    const { ask, answer } = slowAsker();
    const revealed = revealItem(ask, view, 7);
    // Asked while both cards were folded; the reader opens one before the answer comes.
    view.getState().toggleCollapsed('/a');
    answer(0, { expand: ['/a', '/a/b'], internals: 3 });
    expect(await revealed).toBe(true);
    expect([...view.getState().collapsed]).toEqual([]);
    expect(view.getState().internalsShown.has(3)).toBe(true);
    expect(useNavigationStore.getState().target?.itemId).toBe(7);
  });

  it('turns off the filter dimensions that hide the item, keeping what the reader chose since', async () => {
    const view = createViewStore();
    view.getState().setFilters(toggleFilter(NO_FILTERS, 'sessions', '/child'));
    const { ask, answer } = slowAsker();
    const revealed = revealItem(ask, view, 4);
    view.getState().setFilters(toggleFilter(view.getState().filters, 'kinds', 'thinking'));
    answer(0, { expand: [], unfilter: ['sessions'] });
    expect(await revealed).toBe(true);
    expect(view.getState().filters.sessions.size).toBe(0);
    expect([...view.getState().filters.kinds]).toEqual(['thinking']);
  });

  it('drops an answer that comes after a later reveal was asked', async () => {
    const view = createViewStore();
    const { ask, answer } = slowAsker();
    const first = revealItem(ask, view, 1);
    const second = revealItem(ask, view, 2);
    answer(1, { expand: [], focus: '/child' });
    answer(0, { expand: [], focus: '' });
    expect(await second).toBe(true);
    expect(await first).toBe(false);
    expect(view.getState().focus).toBe('/child');
    expect(useNavigationStore.getState().target?.itemId).toBe(2);
  });

  it('reveals nothing for an item the trace does not hold', async () => {
    const view = createViewStore();
    const { ask, answer } = slowAsker();
    const before = useNavigationStore.getState().target;
    const revealed = revealItem(ask, view, 99);
    answer(0, undefined);
    expect(await revealed).toBe(false);
    expect(useNavigationStore.getState().target).toBe(before);
  });
});
