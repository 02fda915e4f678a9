// One headless Chromium and one `omniscope serve` (static, no demo) for the browser figures.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../server/index';
import { CHROMIUM_ARGS } from '../../scripts/find-chromium.mjs';
import { log } from '../measure';

export interface BrowserBench {
  browser: Browser;
  app: RunningServer;
  /** A fresh page (own context) on the start page, with a CDP session for heap figures. */
  open(path?: string): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startBrowserBench(executablePath: string): Promise<BrowserBench> {
  // Two levels deep like the bench bundle (dist-bench/node/bench.js): the app is in dist/.
  const staticDir = fileURLToPath(new URL('../../dist', import.meta.url));
  const app = await startServer({
    host: '127.0.0.1',
    port: await freePort(),
    staticDir,
    demo: false,
  });
  const browser = await chromium.launch({
    executablePath,
    args: [
      ...CHROMIUM_ARGS,
      // Frames are what the scroll and stream figures count: no throttling of a hidden page.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--js-flags=--expose-gc',
    ],
  });
  return {
    browser,
    app,
    async open(path = '/') {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(new URL(path, app.url).href);
      return { page, cdp, close: () => context.close() };
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** The page's JS heap in MB (main thread), after a full collection when `collect`. */
export async function heapMB(cdp: CDPSession, collect = false): Promise<number> {
  if (collect) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

/** Samples the heap every `ms` until stopped; returns the peak in MB. */
export function peakHeap(cdp: CDPSession, ms = 100): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await heapMB(cdp).catch(() => 0));
      await new Promise((r) => setTimeout(r, ms));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/**
 * With BENCH_PROFILE=<prefix>, records the page's main-thread CPU profile until `stop`, which
 * writes `<prefix>-<label>.cpuprofile` (for Chrome DevTools' Performance panel).
 */
export async function cpuProfile(
  cdp: CDPSession,
  label: string,
): Promise<{ stop(): Promise<void> }> {
  const prefix = process.env.BENCH_PROFILE;
  if (!prefix) return { stop: async () => undefined };
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const out = `${prefix}-${label.replace(/\W+/g, '-')}.cpuprofile`;
      writeFileSync(out, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      log(`  main-thread CPU profile: ${out}`);
    },
  };
}
