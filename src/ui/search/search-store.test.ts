import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_RESULT } from '../../search/search-index';
import { useSearch } from './search-store';

const result = (total: number) => ({ ...EMPTY_RESULT, total });

describe('search store', () => {
  beforeEach(() => {
    useSearch.getState().close();
    useSearch.getState().setQuery({ text: '', caseSensitive: false, regex: false });
  });

  it('highlights only while open, with a valid query', () => {
    const s = useSearch.getState();
    s.setQuery({ text: 'abc' });
    expect(useSearch.getState().regex).toBeNull();
    s.show();
    expect(useSearch.getState().regex?.test('xABCx')).toBe(true);
    s.setQuery({ regex: true, text: 'a(' });
    expect(useSearch.getState().regex).toBeNull();
    expect(useSearch.getState().error).not.toBeNull();
  });

  it('reopened, the old count is pending until the new worker answers', () => {
    const s = useSearch.getState();
    s.show();
    s.setQuery({ text: 'abc' });
    s.answer(result(3));
    expect(useSearch.getState()).toMatchObject({ settled: true, result: { total: 3 } });
    s.close();
    s.show();
    expect(useSearch.getState()).toMatchObject({ settled: false, result: { total: 0 } });
  });

  it('forgets a current match the new count no longer has', () => {
    const s = useSearch.getState();
    s.show();
    s.setQuery({ text: 'abc' });
    s.answer(result(5));
    s.setCurrent(4, { itemId: 1, part: 'text', inItem: 0 });
    s.answer(result(5));
    expect(useSearch.getState().current).toBe(4);
    s.answer(result(2));
    expect(useSearch.getState()).toMatchObject({ current: null, spot: null });
  });
});
