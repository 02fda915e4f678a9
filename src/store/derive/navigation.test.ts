import { describe, expect, it } from 'vitest';
import { nestedChildren, CHILD_A, GRANDCHILD, CHILD_B } from '../../../test/cases/nested-children';
import { compactions } from '../../../test/cases/compactions';
import { NO_FILTERS, toggleFilter } from '../filters/filter-state';
import { revealPlan, sessionChain } from './navigation';
import { traceOf } from '../../../test/support/test-trace';

const G = `${CHILD_A}/${GRANDCHILD}`;
const none = {
  collapsed: new Set<string>(),
  internalsShown: new Set<number>(),
  focus: '',
  filters: NO_FILTERS,
};

describe('sessionChain', () => {
  it('goes from the main session down to the key', () => {
    const t = traceOf(nestedChildren());
    expect(sessionChain(t, G)).toEqual(['', CHILD_A, G]);
    expect(sessionChain(t, '')).toEqual(['']);
  });
});

describe('revealPlan', () => {
  const t = traceOf(nestedChildren());
  const deep = [...t.items].find((i) => i.session === G && i.kind === 'message');
  it('opens collapsed cards on the way', () => {
    const plan = revealPlan(t, deep?.id ?? -1, { ...none, collapsed: new Set([CHILD_A, CHILD_B]) });
    expect(plan).toEqual({ expand: [CHILD_A] });
  });
  it('leaves a focus that does not contain the item', () => {
    expect(revealPlan(t, deep?.id ?? -1, { ...none, focus: CHILD_B })).toEqual({
      expand: [],
      focus: '',
    });
  });
  it('keeps a focus that contains the item', () => {
    expect(revealPlan(t, deep?.id ?? -1, { ...none, focus: CHILD_A })).toEqual({ expand: [] });
  });
  it('shows hidden compaction internals', () => {
    const c = traceOf(compactions());
    const comp = c.compactions.get(0);
    const prompt = [...c.items].find(
      (i) => i.compactionId === 0 && i.kind === 'message' && i.role === 'user',
    );
    expect(revealPlan(c, prompt?.id ?? -1, none)).toEqual({ expand: [], internals: comp?.id });
    expect(revealPlan(c, comp?.summaryItem ?? -1, none)).toEqual({ expand: [] });
  });
  it('turns off the filter dimensions that leave the item out, and only those', () => {
    const onlyChild = toggleFilter(toggleFilter(NO_FILTERS, 'sessions', CHILD_B), 'roles', 'user');
    const assistant = [...t.items].find(
      (i) => i.session === '' && i.kind === 'message' && i.role === 'assistant',
    );
    expect(revealPlan(t, assistant?.id ?? -1, { ...none, filters: onlyChild })).toEqual({
      expand: [],
      unfilter: ['roles', 'sessions'],
    });
    const user = [...t.items].find(
      (i) => i.session === CHILD_B && i.kind === 'message' && i.role === 'user',
    );
    expect(revealPlan(t, user?.id ?? -1, { ...none, filters: onlyChild })).toEqual({ expand: [] });
  });
});
