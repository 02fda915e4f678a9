import { beforeEach, describe, expect, it } from 'vitest';
import type { LoadCallbacks, LoadSource } from '../../ingest/load-files';
import type { ParsedRecord, PlannedFile } from '../../ingest/types';
import { useDocsStore } from '../../store/docs-store';
import { openSources } from './open-sources';

const plan = (root: string): PlannedFile => ({
  file: { fileIndex: 0, name: `${root}_001.jsonl`, size: 10, subagentIds: [] },
  sessionId: root,
  origin: [],
  rootSessionId: root,
});
const record = (text: string, line: number): ParsedRecord => ({
  envelope: {
    timestamp: '2026-01-01T00:00:00Z',
    type: 'model_msg',
    payload: { type: 'text', role: 'user', text },
  },
  known: true,
  at: { file: 'f', line },
});

/** A loader driven by the test: it hands back the callbacks instead of reading anything. */
function fakeLoad() {
  const calls: { callbacks: LoadCallbacks; cancelled: boolean }[] = [];
  const load = (_sources: readonly LoadSource[], callbacks: LoadCallbacks) => {
    const call = { callbacks, cancelled: false };
    calls.push(call);
    return { cancel: () => void (call.cancelled = true) };
  };
  return { load, calls };
}

const text: LoadSource[] = [{ kind: 'text', text: 'x' }];

beforeEach(() => useDocsStore.setState({ docs: [], activeId: null }));

describe('openSources', () => {
  it('shows a loading document at once and routes batches by top-level session', () => {
    const { load, calls } = fakeLoad();
    openSources(text, { kind: 'files', label: 'a + 1 more' }, { load });
    expect(useDocsStore.getState().docs.map((d) => d.load.state)).toEqual(['loading']);
    const cb = calls[0]!.callbacks;
    cb.onBatch({ plan: plan('A'), records: [record('a', 1), record('b', 2)], diagnostics: [] });
    cb.onBatch({
      plan: plan('B'),
      records: [record('c', 1)],
      diagnostics: [{ file: 'B', line: 2, severity: 'error', reason: 'bad' }],
    });
    cb.onBatch({ plan: plan('A'), records: [record('d', 3)], diagnostics: [] });
    cb.onDone?.();
    const docs = useDocsStore.getState().docs;
    expect(docs.map((d) => [d.title, d.load.state, d.load.records, d.diagnostics.length])).toEqual([
      ['A', 'done', 3, 0],
      ['B', 'done', 1, 1],
    ]);
    expect(docs[0]!.store.getState().trace.records).toBe(3);
    // The second session opened in the background: the first stays on screen.
    expect(useDocsStore.getState().activeId).toBe(docs[0]!.id);
  });

  it('cancel stops the load and keeps what was read', () => {
    const { load, calls } = fakeLoad();
    openSources(text, { kind: 'paste', label: 'Pasted text' }, { load });
    calls[0]!.callbacks.onBatch({ plan: plan('A'), records: [record('a', 1)], diagnostics: [] });
    useDocsStore.getState().docs[0]!.cancel?.();
    expect(calls[0]!.cancelled).toBe(true);
    expect(useDocsStore.getState().docs[0]!.load).toMatchObject({
      state: 'done',
      records: 1,
      cancelled: true,
    });
  });

  it('a source that could not be read leaves an error document', () => {
    const { load, calls } = fakeLoad();
    openSources(text, { kind: 'url', label: 'x.jsonl' }, { load });
    const cb = calls[0]!.callbacks;
    cb.onError?.(new Error('GET x.jsonl: HTTP 404'), {
      fileIndex: 0,
      name: 'x.jsonl',
      size: 0,
      subagentIds: [],
    });
    cb.onDone?.();
    const [doc] = useDocsStore.getState().docs;
    expect(doc?.load).toMatchObject({ state: 'error', error: 'GET x.jsonl: HTTP 404' });
    expect(doc?.diagnostics).toHaveLength(1);
  });
});
