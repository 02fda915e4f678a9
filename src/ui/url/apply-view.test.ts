import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocRuntime } from '../../docs/doc-runtime';
import { createTraceBuilder, rec } from '../../../test/support/trace-builder';
import { useNavigationStore } from '../list/navigation-store';
import { searchStore } from '../search/search-store';
import { applyView, unplacedViewOf } from './apply-view';

const { text } = createTraceBuilder();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const loadingDoc = () =>
  new DocRuntime(
    { kind: 'url', label: 't.jsonl', urls: ['http://h/t.jsonl'] },
    {
      title: 't',
      status: { kind: 'file', load: { state: 'loading', bytesRead: 0, totalBytes: 0, records: 0 } },
    },
  );

describe('applyView', () => {
  it('opens the search at once, and selects and scrolls to the record once the file is read', async () => {
    const doc = loadingDoc();
    applyView(doc, {
      record: 't.jsonl:2',
      search: { text: 'two', caseSensitive: true, regex: false },
    });
    expect(searchStore.of(doc).getState()).toMatchObject({
      open: true,
      query: { text: 'two', caseSensitive: true, regex: false },
    });
    // Not loaded yet: nothing selected, and the URL keeps naming the record meanwhile.
    expect(doc.view.getState().selected).toBeNull();
    expect(unplacedViewOf(doc)).toEqual({ record: 't.jsonl:2' });

    doc.store.getState().enqueue([rec(text('user', 'one'), 1), rec(text('assistant', 'two'), 2)]);
    doc.updateLoad({ state: 'done' });
    // The trace answers where the record is as a promise: until then the URL still names it.
    expect(unplacedViewOf(doc)).toEqual({ record: 't.jsonl:2' });
    await vi.runAllTimersAsync();
    const id = doc.view.getState().selected;
    const item = id === null ? undefined : doc.store.getState().trace.items.get(id);
    expect(item?.kind === 'message' && item.content).toBe('two');
    expect(useNavigationStore.getState().target?.itemId).toBe(id);
    expect(unplacedViewOf(doc)).toBeUndefined();
    doc.dispose();
  });

  it('a record the file does not hold selects nothing and is no longer asked for', async () => {
    const doc = loadingDoc();
    applyView(doc, { record: 't.jsonl:9' });
    doc.store.getState().enqueue([rec(text('user', 'one'), 1)]);
    doc.updateLoad({ state: 'done' });
    await vi.runAllTimersAsync();
    expect(doc.view.getState().selected).toBeNull();
    expect(unplacedViewOf(doc)).toBeUndefined();
    doc.dispose();
  });
});
