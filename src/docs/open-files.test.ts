import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diagnosticOf } from '../ingest/diagnostic-of';
import type { LoadCallbacks, LoadSource } from '../ingest/load-files';
import type { ParsedRecord, PlannedFile } from '../ingest/types';
import type { DocRuntime } from './doc-runtime';
import { useDocsStore } from './docs-store';
import { openSources } from './open-files';

const loadOf = (d: DocRuntime) => {
  const { status } = d.state.getState();
  if (status.kind !== 'file') throw new Error('not a file document');
  return status.load;
};
const docs = () => useDocsStore.getState().docs;

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

/** Records a batch brings to the page. */
const read = (records: ParsedRecord[]) => ({ records, count: records.length, fed: false });

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
const files: LoadSource[] = [{ kind: 'file', file: new File(['x'], 'a.jsonl') }];

beforeEach(() => useDocsStore.setState({ docs: [], activeId: null }));

describe('openSources', () => {
  it('shows a loading document at once and routes batches by top-level session', () => {
    const { load, calls } = fakeLoad();
    openSources(text, { kind: 'files', label: 'a + 1 more' }, { load });
    expect(docs().map((d) => loadOf(d).state)).toEqual(['loading']);
    const cb = calls[0]!.callbacks;
    cb.onBatch({ plan: plan('A'), ...read([record('a', 1), record('b', 2)]), diagnostics: [] });
    cb.onBatch({
      plan: plan('B'),
      ...read([record('c', 1)]),
      diagnostics: [
        diagnosticOf({ file: 'B', line: 2 }, 'error', {
          code: 'failed',
          params: { detail: 'bad' },
        }),
      ],
    });
    cb.onBatch({ plan: plan('A'), ...read([record('d', 3)]), diagnostics: [] });
    cb.onDone?.();
    const open = docs();
    expect(
      open.map((d) => {
        const { title, diagnostics } = d.state.getState();
        return [title, loadOf(d).state, loadOf(d).records, diagnostics.total];
      }),
    ).toEqual([
      ['A', 'done', 3, 0],
      ['B', 'done', 1, 1],
    ]);
    expect(open[0]!.store.getState().trace.records).toBe(3);
    // The second session opened in the background: the first stays on screen.
    expect(useDocsStore.getState().activeId).toBe(open[0]!.id);
  });

  it('a fault applying the last records ends the load with it, not "reading" for ever', () => {
    const { load, calls } = fakeLoad();
    openSources(text, { kind: 'paste', label: 'Pasted text' }, { load });
    const cb = calls[0]!.callbacks;
    cb.onBatch({ plan: plan('A'), ...read([record('a', 1)]), diagnostics: [] });
    const [doc] = docs();
    doc!.store.subscribe((s) => {
      if (s.trace.ended) throw new Error('a listener failed');
    });
    expect(() => cb.onDone?.()).not.toThrow();
    expect(loadOf(doc!)).toMatchObject({ state: 'error', error: 'a listener failed', records: 1 });
    expect(doc!.capabilities().cancel).toBe(false);
  });

  it('cancel stops the load and keeps what was read', () => {
    const { load, calls } = fakeLoad();
    openSources(text, { kind: 'paste', label: 'Pasted text' }, { load });
    calls[0]!.callbacks.onBatch({ plan: plan('A'), ...read([record('a', 1)]), diagnostics: [] });
    expect(docs()[0]!.capabilities().cancel).toBe(true);
    docs()[0]!.actions.cancel();
    expect(calls[0]!.cancelled).toBe(true);
    expect(docs()[0]!.capabilities().cancel).toBe(false);
    expect(loadOf(docs()[0]!)).toMatchObject({
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
    const [doc] = docs();
    expect(loadOf(doc!)).toMatchObject({ state: 'error', error: 'GET x.jsonl: HTTP 404' });
    expect(doc!.state.getState().diagnostics.total).toBe(1);
  });

  it('local files show their loading document once the load has its plan', () => {
    const { load, calls } = fakeLoad();
    openSources(files, { kind: 'files', label: 'a.jsonl' }, { load });
    // Not before: its first render would hold back the worker's first request.
    expect(docs()).toEqual([]);
    calls[0]!.callbacks.onPlan?.([]);
    expect(docs().map((d) => loadOf(d).state)).toEqual(['loading']);
  });

  it('local files slow to probe show their loading document anyway, soon', () => {
    vi.useFakeTimers();
    try {
      const { load } = fakeLoad();
      openSources(files, { kind: 'files', label: 'a.jsonl' }, { load });
      vi.advanceTimersByTime(99);
      expect(docs()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(docs().map((d) => loadOf(d).state)).toEqual(['loading']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closing a document stops its load and drops later batches', () => {
    const { load, calls } = fakeLoad();
    const doc = openSources(text, { kind: 'files', label: 'a' }, { load });
    useDocsStore.getState().close(doc.id);
    expect(calls[0]!.cancelled).toBe(true);
    expect(docs()).toEqual([]);
    calls[0]!.callbacks.onBatch({ plan: plan('A'), ...read([record('a', 1)]), diagnostics: [] });
    doc.store.getState().flush();
    expect(doc.store.getState().trace.records).toBe(0);
  });
});
