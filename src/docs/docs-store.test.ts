import { beforeEach, describe, expect, it } from 'vitest';
import { DocRuntime } from './doc-runtime';
import { selectActiveDoc, useDocsStore } from './docs-store';

const open = (label: string, background = false): DocRuntime => {
  const doc = new DocRuntime(
    { kind: 'paste', label },
    {
      title: label,
      status: { kind: 'file', load: { state: 'done', bytesRead: 0, totalBytes: 0, records: 0 } },
    },
  );
  useDocsStore.getState().add(doc, background);
  return doc;
};
const docs = () => useDocsStore.getState().docs;
const active = () => selectActiveDoc(useDocsStore.getState());

beforeEach(() => useDocsStore.setState({ docs: [], activeId: null }));

describe('open documents (tabs)', () => {
  it('an opened document comes last and is shown; one opened in the background is not', () => {
    const a = open('a');
    const b = open('b');
    expect(docs()).toEqual([a, b]);
    expect(active()).toBe(b);
    const c = open('c', true);
    expect(docs()).toEqual([a, b, c]);
    expect(active()).toBe(b);
  });

  it('the first document is shown even when opened in the background', () => {
    const a = open('a', true);
    expect(active()).toBe(a);
  });

  it('switching to a document that is not open changes nothing', () => {
    const a = open('a');
    const b = open('b');
    useDocsStore.getState().setActive(a.id);
    expect(active()).toBe(a);
    useDocsStore.getState().setActive('doc-never-opened');
    expect(active()).toBe(a);
    expect(docs()).toEqual([a, b]);
  });

  it('closing the shown tab shows the one that took its place, or the new last one', () => {
    const [a, b, c] = [open('a'), open('b'), open('c')];
    useDocsStore.getState().setActive(b.id);
    useDocsStore.getState().close(b.id);
    expect(docs()).toEqual([a, c]);
    expect(active()).toBe(c);
    useDocsStore.getState().close(c.id);
    expect(active()).toBe(a);
    useDocsStore.getState().close(a.id);
    expect(docs()).toEqual([]);
    expect(useDocsStore.getState().activeId).toBeNull();
  });

  it('closing a tab in the background keeps the shown one, and disposes only the closed one', () => {
    const [a, b] = [open('a'), open('b')];
    useDocsStore.getState().close(a.id);
    expect(active()).toBe(b);
    expect(a.isDisposed).toBe(true);
    expect(b.isDisposed).toBe(false);
  });

  it('closing a document that is not open disposes nothing', () => {
    const a = open('a');
    useDocsStore.getState().close('doc-never-opened');
    expect(docs()).toEqual([a]);
    expect(a.isDisposed).toBe(false);
  });
});
