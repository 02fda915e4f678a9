import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCONNECTED, type LinkReason } from '../net/link-reason';
import type { SseItem } from '../ingest/types';
import type { Transport, TransportHooks } from '../live/transport';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { DocRuntime } from './doc-runtime';
import { useDocsStore } from './docs-store';
import { createLiveDoc } from './open-live';

const { text } = createTraceBuilder();

/** A transport driven by the test; `closed` says whether the document let go of it. */
class FakeTransport implements Transport {
  started = false;
  closed = false;
  constructor(readonly hooks: TransportHooks) {}
  start() {
    this.started = true;
    this.hooks.onStatus({ state: 'open' });
  }
  close(reason: LinkReason = DISCONNECTED) {
    this.closed = true;
    this.hooks.onStatus({ state: 'closed', reason });
  }
  reconnectNow() {}
}

const item = (n: number): SseItem => ({
  kind: 'record',
  envelope: text('assistant', `t${n}`),
  known: true,
  at: { eventId: `e-${n}`, index: n },
});

/** `document` as far as the trace store uses it, counting its listeners. */
function fakeDocument() {
  const listeners = new Set<unknown>();
  return {
    listeners,
    addEventListener: (_: string, f: unknown) => listeners.add(f),
    removeEventListener: (_: string, f: unknown) => listeners.delete(f),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  useDocsStore.setState({ docs: [], activeId: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function liveDoc() {
  let transport: FakeTransport | undefined;
  const doc = createLiveDoc(
    { kind: 'sse', url: 'http://h/stream' },
    { api: null, transport: (h) => (transport = new FakeTransport(h)), now: () => 0 },
  );
  useDocsStore.getState().add(doc);
  doc.liveController?.start();
  if (!transport) throw new Error('no transport');
  return { doc, transport };
}

describe('DocRuntime', () => {
  it('a live document routes batches into its own store and reports its connection', () => {
    const { doc, transport } = liveDoc();
    expect(transport.started).toBe(true);
    transport.hooks.onItems([item(1), item(2)]);
    const other = liveDoc();
    other.transport.hooks.onItems([item(3)]);
    doc.store.getState().flush();
    other.doc.store.getState().flush();
    expect(doc.store.getState().trace.records).toBe(2);
    expect(other.doc.store.getState().trace.records).toBe(1);
    const { status } = doc.state.getState();
    expect(status).toMatchObject({ kind: 'live', ready: true, connection: { state: 'live' } });
    expect(doc.capabilities()).toMatchObject({ pause: true, resume: false, approve: false });
    doc.actions.pause();
    expect(doc.state.getState().status).toMatchObject({ connection: { state: 'paused' } });
    expect(doc.capabilities()).toMatchObject({ pause: false, resume: true, disconnect: true });
  });

  it('dispose (closing the tab) closes the connection and leaves no timer or listener', () => {
    const fakeDoc = fakeDocument();
    vi.stubGlobal('document', fakeDoc);
    const { doc, transport } = liveDoc();
    expect(fakeDoc.listeners.size).toBe(1);
    transport.hooks.onItems([item(1)]);
    // The store armed its frame and fallback timers for the batch.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    useDocsStore.getState().close(doc.id);
    expect(useDocsStore.getState().docs).toEqual([]);
    expect(transport.closed).toBe(true);
    expect(fakeDoc.listeners.size).toBe(0);
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
    // What arrived before the close is kept; whatever the transport still delivers goes nowhere.
    transport.hooks.onItems([item(2)]);
    doc.store.getState().flush();
    expect(doc.store.getState().trace.records).toBe(1);
  });

  it('runs what was registered with own() once, and at once after dispose', () => {
    const doc = new DocRuntime(
      { kind: 'paste', label: 'p' },
      {
        title: 'p',
        status: { kind: 'file', load: { state: 'done', bytesRead: 0, totalBytes: 0, records: 0 } },
      },
    );
    const undo = vi.fn();
    doc.own(undo);
    doc.dispose();
    doc.dispose();
    expect(undo).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    doc.own(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('a source that is not http(s) is refused: closed at once, nothing ever connects', () => {
    const transport = vi.fn();
    const doc = createLiveDoc({ kind: 'sse', url: 'javascript:alert(1)' }, { transport });
    expect(transport).not.toHaveBeenCalled();
    expect(doc.liveController).toBeNull();
    expect(doc.state.getState().status).toMatchObject({
      connection: { state: 'closed', reading: { code: 'url-refused' } },
    });
    expect(doc.state.getState().diagnostics.kept).toMatchObject([
      { code: 'url-refused', params: { refusal: { kind: 'scheme', protocol: 'javascript:' } } },
    ]);
    expect(doc.capabilities()).toMatchObject({ pause: false, disconnect: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
