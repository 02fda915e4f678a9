// Live: fragment events at 10,000/s for 20 s from a local SSE server into the app, on top of a
// session the same stream first filled with a large backlog. Frame times are counted in the page.
// With `panels`, the same stream runs with the panels open that follow it (issue 26's panelsLive).
import type { Page } from '@playwright/test';
import { streamEvents } from '../live.bench';
import { fmt, log, percentile, row } from '../measure';
import { startFloodServer } from './flood-server';
import { p95ByWindow } from './frame-windows';
import {
  countPanelCommits,
  msPerUpdate,
  pageWork,
  panelCommitsPerS,
  sampleMetrics,
  startMetrics,
  type PageWorkFigures,
} from './page-work';
import { cpuProfile, heapMB, type BrowserBench } from './session';

export interface BrowserStreamFigures {
  eventsPerSecond: number;
  sent: number;
  applied: number;
  p95FrameMs: number;
  /** The same page's p95 frame time at rest, before the flood. */
  idleP95FrameMs: number;
  /**
   * Frames that took longer than one and a half of the page's median frame at rest (a missed
   * vsync or more), as a share of all: frame times come in whole vsyncs, so a p95 flips between
   * 16.7 and 33.3 ms on one or two per cent of frames, and this share says how near it is.
   */
  longFrameShare: number;
  backlogRecords: number;
  backlogMs: number;
  /** The panels open during the stream, when any. */
  panels?: string;
  heapAfterMB: number;
  heapSettledMB: number;
  /**
   * The page's main thread from the first event until every event was applied, in CPU ms per
   * second of stream: unlike frame times, comparable between builds on a loaded machine.
   */
  work: PageWorkFigures;
  /** The main thread's CPU ms per update drawn (per commit of the conversation). */
  mainThreadMsPerUpdate: number | null;
  /** Commits that changed each panel's DOM (and the conversation's), per second of stream. */
  commitsPerS: Record<string, number>;
  /** The p95 frame of each 5 s of the stream: how far the whole run's p95 moves within it. */
  p95FrameMsBy5s: number[];
  where: string;
}

const records = () =>
  Number(document.querySelector('[data-testid=load-status]')?.getAttribute('data-records') ?? 0);
const recordsAtLeast = (want: number) =>
  Number(document.querySelector('[data-testid=load-status]')?.getAttribute('data-records') ?? 0) >=
  want;

export async function benchBrowserStream(
  bench: BrowserBench,
  backlog: readonly string[],
  seconds = 20,
  rate = 10_000,
  panels?: { names: string; open(page: Page): Promise<void> },
): Promise<BrowserStreamFigures> {
  log(
    `\nBrowser live: ${fmt(rate, 0)} events/s for ${seconds} s over SSE on top of ${fmt(backlog.length, 0)} records${panels ? `, with ${panels.names} open` : ''}`,
  );
  const flood = await startFloodServer(backlog);
  const { page, cdp, close } = await bench.open(`/?sse=${encodeURIComponent(flood.url)}`);
  const t0 = performance.now();
  await flood.backlogSent;
  await page.waitForFunction(recordsAtLeast, backlog.length, {
    timeout: 30 * 60_000,
    polling: 250,
  });
  const backlogMs = performance.now() - t0;
  await panels?.open(page);
  const frameRecorder = () => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    let last = performance.now();
    const tick = (t: number) => {
      w.__frames.push(t - last);
      last = t;
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  const stopFrames = () => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames.slice(1);
  };
  await page.evaluate(frameRecorder);
  await page.waitForTimeout(2000);
  const idle = await page.evaluate(stopFrames);
  const events = streamEvents(rate * seconds);
  await startMetrics(cdp);
  await countPanelCommits(page);
  await page.evaluate(frameRecorder);
  const profile = await cpuProfile(cdp, panels ? 'live-panels' : 'live');
  const before = await sampleMetrics(cdp);
  const sent = await flood.flood(events, seconds);
  // Whatever is not applied two minutes after the last event counts as dropped.
  await page
    .waitForFunction(recordsAtLeast, backlog.length + sent, { timeout: 120_000, polling: 250 })
    .catch(() => undefined);
  const after = await sampleMetrics(cdp);
  const frames = await page.evaluate(stopFrames);
  // BENCH_SCREENSHOT=<file.png>: what the panels showed at the stream's end.
  const shot = process.env.BENCH_SCREENSHOT;
  if (shot) await page.screenshot({ path: shot });
  const commitsPerS = await panelCommitsPerS(page, seconds);
  await profile.stop();
  const work = pageWork(before, after, seconds);
  const applied = (await page.evaluate(records)) - backlog.length;
  const heapAfter = await heapMB(cdp, true);
  await page.waitForTimeout(5000);
  const heapSettled = await heapMB(cdp, true);
  await close();
  await flood.close();
  const p95 = percentile(frames, 95);
  const idleP95 = percentile(idle, 95);
  const perUpdate = msPerUpdate(work.mainThreadMsPerS, commitsPerS.conversation ?? 0);
  const byWindow = p95ByWindow(frames, 5000).map((ms) => Math.round(ms * 10) / 10);
  const long = frames.filter((f) => f > 1.5 * percentile(idle, 50)).length / (frames.length || 1);
  row('backlog applied', `${fmt(backlogMs / 1000, 1)} s`, undefined);
  row('events sent / applied', `${fmt(sent, 0)} / ${fmt(applied, 0)}`);
  row(
    'frame p95 during the stream',
    `${fmt(p95, 1)} ms`,
    `${fmt(idleP95, 1)} ms at rest`,
    p95 / idleP95,
  );
  row('frames of more than one vsync', `${fmt(long * 100, 1)} %`);
  log(`  frame p95 of each 5 s: ${byWindow.map((ms) => fmt(ms, 1)).join(', ')} ms`);
  row('main thread, CPU ms per s of stream', `${fmt(work.mainThreadMsPerS, 0)} ms`);
  log(
    `    script ${fmt(work.scriptMsPerS, 0)}, style ${fmt(work.styleMsPerS, 0)}, layout ${fmt(work.layoutMsPerS, 0)} ms; renderer process ${fmt(work.rendererMsPerS, 0)} ms`,
  );
  row(
    'main thread, CPU ms per update drawn',
    perUpdate === null ? 'none drawn' : `${fmt(perUpdate, 1)} ms`,
  );
  log(
    `  DOM commits per s of stream: ${Object.entries(commitsPerS)
      .map(([k, n]) => `${k} ${fmt(n, 1)}`)
      .join(', ')}`,
  );
  row('heap after the stream / 5 s later', `${fmt(heapAfter, 0)} / ${fmt(heapSettled, 0)} MB`);
  return {
    eventsPerSecond: rate,
    sent,
    applied,
    p95FrameMs: Math.round(p95 * 10) / 10,
    idleP95FrameMs: Math.round(idleP95 * 10) / 10,
    longFrameShare: Math.round(long * 1000) / 1000,
    backlogRecords: backlog.length,
    backlogMs: Math.round(backlogMs),
    ...(panels ? { panels: panels.names } : {}),
    heapAfterMB: Math.round(heapAfter),
    heapSettledMB: Math.round(heapSettled),
    work,
    mainThreadMsPerUpdate: perUpdate,
    commitsPerS,
    p95FrameMsBy5s: byWindow,
    where:
      'chromium: ?sse= of a local server, frames counted in the page with requestAnimationFrame',
  };
}
