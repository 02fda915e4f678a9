import { describe, expect, it } from 'vitest';
import { createViewStore, viewKey } from './view-store';

describe('view store', () => {
  it('keeps row toggles by key; a missing key is the row default', () => {
    const view = createViewStore();
    const open = viewKey('12', 'open');
    expect(view.getState().flags.get(open)).toBeUndefined();
    view.getState().setFlag(open, false);
    view.getState().setFlag(viewKey('12/output', 'show-all'), true);
    expect(view.getState().flags.get(open)).toBe(false);
    expect(view.getState().flags.get('12/output/show-all')).toBe(true);
    // Another item is untouched.
    expect(view.getState().flags.get(viewKey('13', 'open'))).toBeUndefined();
  });

  it('setting a toggle to its current value changes nothing (no re-render)', () => {
    const view = createViewStore();
    view.getState().setFlag('1/open', true);
    const before = view.getState().flags;
    view.getState().setFlag('1/open', true);
    expect(view.getState().flags).toBe(before);
  });

  it('each document has its own: collapsed cards, focus and scroll do not leak', () => {
    const a = createViewStore();
    const b = createViewStore();
    a.getState().toggleCollapsed('child');
    a.getState().toggleInternals(3);
    a.getState().setFocus('child');
    a.getState().setScroll({ anchor: 'r7', offset: 12, following: false });
    a.getState().setFlag('1/open', false);
    a.getState().setSelected(4);
    expect(a.getState()).toMatchObject({
      focus: 'child',
      scroll: { anchor: 'r7', offset: 12, following: false },
      selected: 4,
    });
    expect([...a.getState().collapsed]).toEqual(['child']);
    expect([...a.getState().internalsShown]).toEqual([3]);
    expect(b.getState()).toMatchObject({ focus: '', scroll: null, selected: null });
    expect(b.getState().collapsed.size + b.getState().flags.size).toBe(0);
    a.getState().toggleCollapsed('child');
    expect(a.getState().collapsed.size).toBe(0);
  });
});
