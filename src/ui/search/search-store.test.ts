import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_RESULT } from '../../search/search-index';
import { createSearchStore } from './search-store';

const result = (total: number) => ({ ...EMPTY_RESULT, total });

describe('search store', () => {
  let search = createSearchStore();
  beforeEach(() => {
    search = createSearchStore();
  });

  it('highlights only while open, with a valid query the worker has counted with', () => {
    const s = search.getState();
    s.setQuery({ text: 'abc' });
    s.answer(result(1));
    expect(search.getState().matcher).toBeNull();
    s.show();
    expect(search.getState().matcher).toBeNull();
    s.answer(result(1));
    expect(search.getState().matcher?.test('xABCx')).toBe(true);
    s.setQuery({ regex: true, text: 'a(' });
    expect(search.getState().matcher).toBeNull();
    expect(search.getState().error).not.toBeNull();
  });

  it('a pattern the worker stopped on marks nothing and counts nothing', () => {
    const s = search.getState();
    s.show();
    s.setQuery({ regex: true, text: '(a+)+$' });
    s.answer({ stopped: 'too-slow' });
    expect(search.getState()).toMatchObject({
      matcher: null,
      stopped: 'too-slow',
      settled: true,
      result: { total: 0 },
    });
    s.setQuery({ text: 'b' });
    expect(search.getState().stopped).toBeNull();
  });

  it('reopened, the old count is pending until the new worker answers', () => {
    const s = search.getState();
    s.show();
    s.setQuery({ text: 'abc' });
    s.answer(result(3));
    expect(search.getState()).toMatchObject({ settled: true, result: { total: 3 } });
    s.close();
    s.show();
    expect(search.getState()).toMatchObject({ settled: false, result: { total: 0 } });
  });

  it("a new query drops the last one's count and a step queued for it", () => {
    const s = search.getState();
    s.show();
    s.setQuery({ text: 'abc' });
    s.queueStep(false);
    s.answer(result(3));
    expect(search.getState()).toMatchObject({ settled: true, queued: false });
    s.setQuery({ text: 'abcd' });
    expect(search.getState()).toMatchObject({ settled: false, queued: null, result: { total: 0 } });
  });

  it('forgets a current match the new count no longer has', () => {
    const s = search.getState();
    s.show();
    s.setQuery({ text: 'abc' });
    s.answer(result(5));
    s.setCurrent(4, { itemId: 1, part: 'text', inPart: 0 });
    s.answer(result(5));
    expect(search.getState().current).toBe(4);
    s.answer(result(2));
    expect(search.getState()).toMatchObject({ current: null, spot: null });
  });
});
