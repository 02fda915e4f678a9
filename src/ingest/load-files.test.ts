import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSources, planSources, type LoadBatch, type LoadSource } from './load-files';
import { createJobRunner } from './parse-job';
import type { ParseWorker } from './parse-worker';
import type { SessionGroup } from './types';
import type { WorkerResponse } from './worker-protocol';
import {
  CHILD_ID,
  PARENT_ID,
  SESSION_A,
  TRACE_FILES,
  readFixture,
} from '../../test/support/fixtures';

/** The worker's own logic, run in-process with asynchronous delivery like a real worker. */
function inProcessWorker(): ParseWorker {
  let alive = true;
  const worker: ParseWorker = {
    onmessage: null,
    onerror: null,
    postMessage: (request) => handle(request),
    terminate: () => void (alive = false),
  };
  const handle = createJobRunner((message: WorkerResponse) =>
    setTimeout(() => alive && worker.onmessage?.(new MessageEvent('message', { data: message }))),
  );
  return worker;
}

// Dropped in a scrambled order: the child first, the parent's rotated files reversed.
const files = () =>
  [2, 1, 0].map((i) => new File([readFixture(SESSION_A + TRACE_FILES[i]!)], TRACE_FILES[i]!));

function load(sources: LoadSource[] = files().map((file) => ({ kind: 'file', file }))) {
  const batches: LoadBatch[] = [];
  const plans: SessionGroup[][] = [];
  const progress: number[][] = [];
  const done = new Promise<void>((resolve, reject) => {
    loadSources(
      sources,
      {
        onPlan: (g) => plans.push(g),
        onBatch: (b) => batches.push(b),
        onProgress: (...p) => progress.push(p),
        onDone: resolve,
        onError: reject,
      },
      inProcessWorker,
    );
  });
  return { batches, plans, progress, done };
}

describe('planSources', () => {
  it('puts the parent first from first lines alone; the child waits, unattached, at the end', async () => {
    const plan = await planSources(files().map((file) => ({ kind: 'file', file })));
    expect(plan.map((p) => [p.file.name, p.origin])).toEqual([
      [TRACE_FILES[0], []],
      [TRACE_FILES[1], []],
      [TRACE_FILES[2], []],
    ]);
  });
});

/** The capture served under names that do not say their session, as the reader's own server may. */
const RENAMED: Record<string, string> = {
  'http://h/helper.jsonl': TRACE_FILES[2],
  'http://h/main-1.jsonl': TRACE_FILES[0],
  'http://h/main-2.jsonl': TRACE_FILES[1],
};
const urlSources = (): LoadSource[] => Object.keys(RENAMED).map((url) => ({ kind: 'url', url }));

describe('URL sources', () => {
  afterEach(() => vi.unstubAllGlobals());
  const serve = () =>
    vi.stubGlobal('fetch', (url: string) => {
      const name = RENAMED[url];
      return Promise.resolve(
        name ? new Response(readFixture(SESSION_A + name)) : new Response('', { status: 404 }),
      );
    });

  it('are grouped by the session_meta of their first line, not by their names', async () => {
    serve();
    const plan = await planSources(urlSources());
    expect(plan.map((p) => [p.file.name, p.sessionId])).toEqual([
      ['main-1.jsonl', PARENT_ID],
      ['main-2.jsonl', PARENT_ID],
      ['helper.jsonl', CHILD_ID],
    ]);
  });

  it('load as one session: the child nested under its parent', async () => {
    serve();
    const { batches, done } = load(urlSources());
    await done;
    expect(new Set(batches.map((b) => b.plan.rootSessionId))).toEqual(new Set([PARENT_ID]));
    const child = batches.filter((b) => b.plan.file.name === 'helper.jsonl');
    expect(child.flatMap((b) => b.records)).toHaveLength(18);
    expect(child.every((b) => b.plan.origin.join() === CHILD_ID)).toBe(true);
  });
});

describe('loadSources', () => {
  // A folder picked: each file knows its path in it. A folder dropped: its files do not, the
  // walk of the drop does.
  const picked = (folder: string) => (name: string) => {
    const file = new File([readFixture(SESSION_A + name)], name);
    Object.defineProperty(file, 'webkitRelativePath', { value: `${folder}/${name}` });
    return { kind: 'file', file } as const;
  };
  const walked = (folder: string) => (name: string) => {
    const file = new File([readFixture(SESSION_A + name)], name);
    return { kind: 'file', file, path: `${folder}/${name}` } as const;
  };
  it.each([
    ['picked', picked],
    ['dropped', walked],
  ])(
    'reads a session found in two folders once (%s), and says which copy it left out',
    async (_, copy) => {
      const dropped = [...TRACE_FILES.map(copy('one')), ...TRACE_FILES.map(copy('two'))];
      const { batches, progress, done } = load(dropped);
      await done;
      expect(batches.flatMap((b) => b.records)).toHaveLength(56 + 9 + 18);
      expect(
        batches.flatMap((b) => b.diagnostics).map((d) => [d.severity, d.code, d.reason]),
      ).toEqual(
        TRACE_FILES.map((name) => [
          'warning',
          'copy-left-out',
          `the same Trace file twice: one/${name} is read, its copy two/${name} left out`,
        ]),
      );
      const total = files().reduce((n, f) => n + f.size, 0);
      expect(progress.at(-1)).toEqual([total, total, 83]);
    },
  );

  it('streams the parent files in order, then the child with origin stamped', async () => {
    const { batches, plans, progress, done } = load();
    await done;
    const order = [...new Set(batches.map((b) => b.plan.file.name))];
    expect(order).toEqual([TRACE_FILES[0], TRACE_FILES[1], TRACE_FILES[2]]);
    const records = batches.flatMap((b) => b.records);
    expect(records).toHaveLength(56 + 9 + 18);
    const child = batches.filter((b) => b.plan.sessionId === CHILD_ID).flatMap((b) => b.records);
    expect(child.every((r) => r.envelope.origin?.join() === CHILD_ID)).toBe(true);
    expect(records.filter((r) => r.envelope.origin)).toHaveLength(18);
    expect(batches.flatMap((b) => b.diagnostics)).toEqual([]);

    const last = plans.at(-1)!;
    expect(last.map((g) => [g.sessionId, g.children.map((c) => c.sessionId)])).toEqual([
      [PARENT_ID, [CHILD_ID]],
    ]);
    const total = files().reduce((n, f) => n + f.size, 0);
    expect(progress.at(-1)).toEqual([total, total, 83]);
  });

  it('reads pasted text like a file', async () => {
    const text = readFixture(SESSION_A + TRACE_FILES[1]);
    const { batches, done } = load([{ kind: 'text', text }]);
    await done;
    expect(batches.flatMap((b) => b.records)).toHaveLength(9);
    expect(batches[0]?.plan.file.name).toBe('pasted.jsonl');
  });

  it('skips a line past the configured limit in the worker, with a diagnostic naming it', async () => {
    const text = readFixture(SESSION_A + TRACE_FILES[1]);
    const lengths = text.split('\n').map((l) => l.length);
    const longest = lengths.reduce((a, b) => Math.max(a, b), 0);
    const batches: LoadBatch[] = [];
    await new Promise<void>((resolve, reject) =>
      loadSources(
        [{ kind: 'text', text }],
        { onBatch: (b) => batches.push(b), onDone: resolve, onError: reject },
        inProcessWorker,
        { maxLineLength: longest - 1 },
      ),
    );
    const tooLarge = batches
      .flatMap((b) => b.diagnostics)
      .filter((d) => d.reason.startsWith('record too large'));
    expect(tooLarge).toEqual([
      expect.objectContaining({ line: lengths.indexOf(longest) + 1, severity: 'error' }),
    ]);
    expect(tooLarge[0]?.reason).toMatch(/^record too large \(\d+ B > \d+ B limit\); skipped$/);
    expect(batches.flatMap((b) => b.records)).toHaveLength(8);
  });

  it('stops calling back once cancelled', async () => {
    let calls = 0;
    const loader = loadSources(
      files().map((file) => ({ kind: 'file', file })),
      { onBatch: () => calls++, onDone: () => calls++ },
      inProcessWorker,
    );
    loader.cancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(0);
  });
});
