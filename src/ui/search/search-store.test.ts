import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_RESULT } from '../../search/search-index';
import { useSearch } from './search-store';

const result = (total: number) => ({ ...EMPTY_RESULT, total });

describe('search store', () => {
  beforeEach(() => {
    useSearch.getState().close();
    useSearch.getState().setQuery({ text: '', caseSensitive: false, regex: false });
  });

  it('highlights only while open, with a valid query the worker has counted with', () => {
    const s = useSearch.getState();
    s.setQuery({ text: 'abc' });
    s.answer(result(1));
    expect(useSearch.getState().matcher).toBeNull();
    s.show();
    expect(useSearch.getState().matcher).toBeNull();
    s.answer(result(1));
    expect(useSearch.getState().matcher?.test('xABCx')).toBe(true);
    s.setQuery({ regex: true, text: 'a(' });
    expect(useSearch.getState().matcher).toBeNull();
    expect(useSearch.getState().error).not.toBeNull();
  });

  it('a pattern the worker stopped on marks nothing and counts nothing', () => {
    const s = useSearch.getState();
    s.show();
    s.setQuery({ regex: true, text: '(a+)+$' });
    s.answer({ stopped: 'too-slow' });
    expect(useSearch.getState()).toMatchObject({
      matcher: null,
      stopped: 'too-slow',
      settled: true,
      result: { total: 0 },
    });
    s.setQuery({ text: 'b' });
    expect(useSearch.getState().stopped).toBeNull();
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
    s.setCurrent(4, { itemId: 1, part: 'text', inPart: 0 });
    s.answer(result(5));
    expect(useSearch.getState().current).toBe(4);
    s.answer(result(2));
    expect(useSearch.getState()).toMatchObject({ current: null, spot: null });
  });
});
