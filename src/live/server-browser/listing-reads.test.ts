// What nesting children costs the server: requests and bytes for a listing of 200 sessions
// (100 parents, each with a child its Trace points to; ten parents' Traces near 1 MB). Measured
// on the double: before, 410 requests and 15.9 MB (every parent's files downloaded whole);
// now 340 requests and 3.5 MB.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookieFetch,
  startPenguinDouble,
  type PenguinDouble,
} from '../../../server/testing/penguin-double';
import { capturePair } from '../../../server/testing/penguin-double-catalog';
import { PenguinApi } from '../../net/penguin-api';
import { createBrowserStore, type BrowserStore } from './browser-store';

const PAIRS = 100;
const LARGE = 10;

let double: PenguinDouble;

beforeAll(async () => {
  double = await startPenguinDouble();
  double.catalog.sessions = Array.from({ length: PAIRS }, (_, n) =>
    capturePair(n, n < LARGE ? 10_000 : 0),
  ).flat();
});
afterAll(() => double.close());

/** Requests and bytes since `from` (an index into the double's request log). */
function traffic(from: number, only = (_: string) => true) {
  let requests = 0;
  let bytes = 0;
  double.requests.forEach((r, i) => {
    if (i < from || !only(r)) return;
    requests++;
    bytes += double.sentBytes[i] ?? 0;
  });
  return { requests, bytes };
}

const traces = (r: string) => r.includes('/traces');
const placed = (store: BrowserStore) => [...store.getState().links.values()].flat().length;

describe('listing 200 sessions', () => {
  it('nests every child without downloading whole Trace files', async () => {
    const api = new PenguinApi(double.url, { fetch: cookieFetch() });
    await api.login('admin', 'penguin');
    const store = createBrowserStore(api);
    store.getState().pickProject('default_project');
    await vi.waitFor(() => expect(store.getState().agentId).toBe('default_agent'));
    for (;;) {
      await vi.waitFor(() => expect(store.getState().loading).toBe(false));
      if (store.getState().next === null) break;
      store.getState().loadMore();
    }
    expect(store.getState().sessions).toHaveLength(2 * PAIRS);
    await vi.waitFor(() => expect(placed(store)).toBe(PAIRS), { timeout: 20_000 });
    const parentBytes = double.catalog.sessions
      .filter((s) => s.info.source !== 'subagent')
      .flatMap((s) => s.files)
      .reduce((n, f) => n + f.sizeBytes, 0);
    const all = traffic(0);
    expect(all.bytes).toBeLessThan(parentBytes / 3);
    expect(all.requests).toBeLessThan(2 * 2 * PAIRS);
    // A large Trace is never downloaded whole: it is read near the child's creation.
    const large = new Set(double.catalog.sessions.slice(0, 2 * LARGE).map((s) => s.info.sessionId));
    const downloads = double.requests.filter((r) => r.includes('/download'));
    expect(downloads.filter((r) => [...large].some((id) => r.includes(`/${String(id)}/`)))).toEqual(
      [],
    );

    // Every parent goes on running: its listing entry changes, its Trace is not read again.
    const mark = double.requests.length;
    for (const s of store.getState().sessions) {
      double.setStatus(String(s.sessionId), 'running');
      store.getState().news({ sessionId: s.sessionId, created: false, status: 'running' });
    }
    await vi.waitFor(() =>
      expect(store.getState().sessions.every((s) => s.status === 'running')).toBe(true),
    );
    expect(traffic(mark, traces)).toEqual({ requests: 0, bytes: 0 });

    // Opening a parent's Trace files reads what the listing did not.
    const parent = store.getState().sessions.find((s) => store.getState().links.has(s.sessionId))!;
    const opening = double.requests.length;
    const files = await new Promise<File[]>((resolve) =>
      store.getState().openFiles(parent, resolve),
    );
    expect(files.map((f) => f.size)).toEqual(
      [parent.sessionId, ...(store.getState().links.get(parent.sessionId) ?? [])]
        .flatMap((id) => double.catalog.sessions.find((s) => s.info.sessionId === id)?.files ?? [])
        .map((f) => f.sizeBytes),
    );
    // Its first file came with the listing: only the second one and the child's are fetched.
    const fetched = double.requests.slice(opening).filter((r) => r.includes('/download'));
    expect(fetched).toHaveLength(2);
    expect(fetched.some((r) => r.includes(`/${parent.sessionId}/1/`))).toBe(false);
  }, 60_000);
});
