import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Workers made, in order, and the idle callbacks waiting. */
let made: { terminated: boolean }[] = [];
let idle: (() => void)[] = [];

class FakeWorker {
  terminated = false;
  onmessage = null;
  onerror = null;
  constructor() {
    made.push(this);
  }
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

beforeEach(() => {
  made = [];
  idle = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  // Each test gets the module's spare afresh.
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const runIdle = () => idle.splice(0).forEach((cb) => cb());

describe('the spare parse worker', () => {
  it('is started when the page is idle and taken by the next load', async () => {
    const { takeParseWorker, warmParseWorker } = await import('./parse-worker');
    warmParseWorker();
    expect(made).toHaveLength(0);
    runIdle();
    expect(made).toHaveLength(1);
    expect(takeParseWorker()).toBe(made[0]);
    expect(made).toHaveLength(1);
  });

  it('is started again only once the load before has ended its worker', async () => {
    const { takeParseWorker, warmParseWorker } = await import('./parse-worker');
    warmParseWorker();
    runIdle();
    const first = takeParseWorker();
    runIdle();
    expect(made).toHaveLength(1);
    first.terminate();
    expect(made[0]?.terminated).toBe(true);
    runIdle();
    expect(made).toHaveLength(2);
    expect(takeParseWorker()).toBe(made[1]);
  });

  it('is not started while a load runs, even when asked before it began', async () => {
    const { takeParseWorker, warmParseWorker } = await import('./parse-worker');
    warmParseWorker();
    const worker = takeParseWorker();
    runIdle();
    expect(made).toEqual([worker]);
    worker.terminate();
    worker.terminate();
    runIdle();
    expect(made).toHaveLength(2);
  });

  it('gives a new worker when none waits, and never two spares', async () => {
    const { takeParseWorker, warmParseWorker } = await import('./parse-worker');
    const worker = takeParseWorker();
    expect(made).toEqual([worker]);
    worker.terminate();
    warmParseWorker();
    warmParseWorker();
    runIdle();
    expect(made).toHaveLength(2);
  });
});
