import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { docPart } from './doc-part';
import { DocRuntime } from './doc-runtime';

const doc = () =>
  new DocRuntime(
    { kind: 'url', label: 't.jsonl', urls: ['http://h/t.jsonl'] },
    {
      title: 't',
      status: { kind: 'file', load: { state: 'done', bytesRead: 0, totalBytes: 0, records: 0 } },
    },
  );

describe('docPart', () => {
  const counter = docPart(() => createStore<{ n: number }>()(() => ({ n: 0 })));

  it('gives each document a store of its own, the same one every time it asks', () => {
    const a = doc();
    const b = doc();
    counter.of(a).setState({ n: 3 });
    expect(counter.of(a).getState().n).toBe(3);
    expect(counter.of(b).getState().n).toBe(0);
    expect(counter.of(a)).toBe(counter.of(a));
  });

  it('keeps the spare store apart from every document', () => {
    counter.spare().setState({ n: 7 });
    expect(counter.of(doc()).getState().n).toBe(0);
  });
});
