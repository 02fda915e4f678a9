// What the page's main thread did during a measurement, in CPU time: a figure that compares
// builds on a loaded machine, where frame times (wall clock, whole vsyncs) mostly measure the
// machine. Chromium's own counters (`Performance.getMetrics` in thread ticks) give the main
// thread's CPU and its split into script, style and layout; a MutationObserver in the page counts
// the commits that changed each panel's DOM.
import type { CDPSession, Page } from '@playwright/test';

/** Chromium's main-thread counters that the figures read, in seconds of CPU or counts. */
const METRICS = [
  'ThreadTime',
  'ProcessTime',
  'ScriptDuration',
  'RecalcStyleDuration',
  'LayoutDuration',
  'LayoutCount',
  'RecalcStyleCount',
] as const;
type Metric = (typeof METRICS)[number];
export type MetricSample = Record<Metric, number>;

export interface PageWorkFigures {
  /** The page's main thread: CPU ms per second of the measured span. */
  mainThreadMsPerS: number;
  /** Of which running script, recalculating style, laying out (CPU ms per second). */
  scriptMsPerS: number;
  styleMsPerS: number;
  layoutMsPerS: number;
  /** The whole renderer process (main thread, workers, collector helpers): CPU ms per second. */
  rendererMsPerS: number;
  layoutsPerS: number;
  styleRecalcsPerS: number;
}

const perS = (x: number, seconds: number, scale = 1) =>
  Math.round(((x * scale) / seconds) * 10) / 10;

/** The figures between two samples, per second of `seconds` (the stream's own length). */
export function pageWork(
  before: MetricSample,
  after: MetricSample,
  seconds: number,
): PageWorkFigures {
  const d = (m: Metric) => after[m] - before[m];
  return {
    mainThreadMsPerS: perS(d('ThreadTime'), seconds, 1000),
    scriptMsPerS: perS(d('ScriptDuration'), seconds, 1000),
    styleMsPerS: perS(d('RecalcStyleDuration'), seconds, 1000),
    layoutMsPerS: perS(d('LayoutDuration'), seconds, 1000),
    rendererMsPerS: perS(d('ProcessTime'), seconds, 1000),
    layoutsPerS: perS(d('LayoutCount'), seconds),
    styleRecalcsPerS: perS(d('RecalcStyleCount'), seconds),
  };
}

/**
 * The main thread's CPU per update the page drew (`perS` over the conversation's commits per
 * second). A loaded machine draws fewer, larger batches, which lowers the per-second figure
 * while each batch costs more: this one follows what a batch costs.
 */
export const msPerUpdate = (msPerS: number, updatesPerS: number): number | null =>
  updatesPerS > 0 ? Math.round((msPerS / updatesPerS) * 10) / 10 : null;

/** Durations in CPU time of the thread ("threadTicks"), not wall clock, from now on. */
export async function startMetrics(cdp: CDPSession): Promise<void> {
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
}

export async function sampleMetrics(cdp: CDPSession): Promise<MetricSample> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const byName = new Map(metrics.map((m) => [m.name, m.value]));
  return Object.fromEntries(METRICS.map((m) => [m, byName.get(m) ?? 0])) as MetricSample;
}

/** The panels' roots whose DOM commits are counted, by the name the figures give them. */
export const PANEL_ROOTS: Record<string, string> = {
  timeline: 'timeline',
  filters: 'filter-bar',
  search: 'search-bar',
  context: 'context-view',
  conversation: 'conversation',
};

/**
 * Starts counting, per panel root, the MutationObserver deliveries that touched it: one per
 * commit (React writes a commit's changes in one task) that changed what the panel shows.
 */
export async function countPanelCommits(page: Page): Promise<void> {
  await page.evaluate((roots) => {
    const counts: Record<string, number> = {};
    const observers: MutationObserver[] = [];
    for (const [name, testId] of Object.entries(roots)) {
      const el = document.querySelector(`[data-testid="${testId}"]`);
      if (!el) continue;
      counts[name] = 0;
      const o = new MutationObserver(() => (counts[name] = (counts[name] ?? 0) + 1));
      o.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
      observers.push(o);
    }
    Object.assign(window, { __panelCommits: { counts, observers } });
  }, PANEL_ROOTS);
}

/** The counts since `countPanelCommits`, per second of `seconds`; the observers stop. */
export async function panelCommitsPerS(
  page: Page,
  seconds: number,
): Promise<Record<string, number>> {
  const counts = await page.evaluate(() => {
    const w = window as unknown as {
      __panelCommits: { counts: Record<string, number>; observers: MutationObserver[] };
    };
    for (const o of w.__panelCommits.observers) o.disconnect();
    return w.__panelCommits.counts;
  });
  return Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, perS(n, seconds)]));
}
