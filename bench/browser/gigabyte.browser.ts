// Issue 26's gigabyte: a generated trace of BENCH_GIGABYTE_MB (1,024) MB — long outputs, 1 MB
// images, a child session — opened through the file input, then scrolled and searched, with the
// whole browser's memory (every process) sampled throughout. A crash or a timeout is a figure too.
import type { Page } from '@playwright/test';
import { fmt, log, row } from '../measure';
import { writeLargeTrace } from './large-trace';
import { benchLoad, type LoadFigures } from './load.browser';
import { peakProcessMemory } from './process-memory';
import type { BrowserBench } from './session';

export interface GigabyteFigures {
  load: LoadFigures | null;
  /** Peak memory of all the browser's processes while loading, scrolling and searching. */
  browserPeakMB: number | null;
  /**
   * The same before the search opens: the search worker reads the outputs kept in the file and
   * holds them while it is open.
   */
  browserPeakBeforeSearchMB: number | null;
  /** The same against the file's size: the issue asks for at most 0.5. */
  memoryPerFileByte: number | null;
  /** From typing the query to the count settled. */
  searchMs: number | null;
  failed?: string;
  where: string;
}

async function scrollThrough(page: Page): Promise<void> {
  const list = page.getByTestId('conversation');
  for (const to of [0.25, 0.5, 0.75, 1, 0.1])
    await list.evaluate((el, f) => (el.scrollTop = el.scrollHeight * f), to);
}

interface SearchMarks {
  typed?: number;
  settled?: number;
}

/**
 * From the query's input event to the count shown settled, both timed in the page: a locator's
 * wait polls at growing intervals, up to half a second apart, which it added to the figure.
 */
async function searchMs(page: Page): Promise<number> {
  await page.getByTestId('conversation').focus();
  await page.keyboard.press('/');
  await page.evaluate(() => {
    const marks: SearchMarks = {};
    (window as unknown as { __search: SearchMarks }).__search = marks;
    document.addEventListener('input', () => (marks.typed ??= performance.now()), true);
    const settled = new MutationObserver(() => {
      if (marks.typed === undefined) return;
      if (!document.querySelector('[data-testid=search-count][data-state=done]')) return;
      marks.settled = performance.now();
      settled.disconnect();
    });
    settled.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByTestId('search-input').fill('patch config');
  const marks = await page.waitForFunction(
    () => {
      const m = (window as unknown as { __search: SearchMarks }).__search;
      return m.settled !== undefined && m;
    },
    undefined,
    { timeout: 10 * 60_000, polling: 250 },
  );
  const { typed, settled } = (await marks.jsonValue()) as Required<SearchMarks>;
  return settled - typed;
}

export async function benchGigabyte(
  bench: BrowserBench,
  dir: string,
  mb: number,
): Promise<GigabyteFigures> {
  log(`\nBrowser gigabyte: generating ${fmt(mb, 0)} MB of large records and a child`);
  const trace = writeLargeTrace(dir, mb);
  const memory = peakProcessMemory();
  const where =
    'chromium: file input, then scroll and search; memory: PSS of every browser process (/proc)';
  let load: LoadFigures | null = null;
  let search: number | null = null;
  let beforeSearch: number | null = null;
  let failed: string | undefined;
  try {
    const loaded = await benchLoad(bench, `${fmt(mb, 0)} MB`, trace.paths);
    load = loaded.figures;
    await scrollThrough(loaded.session.page);
    beforeSearch = memory.sofar();
    search = await searchMs(loaded.session.page);
    await loaded.session.close();
  } catch (e) {
    failed = e instanceof Error ? e.message.split('\n')[0] : String(e);
  }
  const peak = await memory.stop();
  const fileMB = load?.fileMB ?? mb;
  const perByte = peak === null ? null : Math.round((peak / fileMB) * 100) / 100;
  row(
    'whole browser, peak',
    peak === null ? 'n/a' : `${fmt(peak, 0)} MB`,
    `${fmt(fileMB, 0)} MB file`,
    perByte ?? undefined,
  );
  if (beforeSearch !== null)
    row(
      'whole browser, peak before the search',
      `${fmt(beforeSearch, 0)} MB`,
      `${fmt(fileMB, 0)} MB file`,
      Math.round((beforeSearch / fileMB) * 100) / 100,
    );
  if (search !== null) row('search "patch config"', `${fmt(search / 1000, 2)} s`);
  if (failed) row('failed', failed);
  return {
    load,
    browserPeakMB: peak === null ? null : Math.round(peak),
    browserPeakBeforeSearchMB: beforeSearch === null ? null : Math.round(beforeSearch),
    memoryPerFileByte: perByte,
    searchMs: search === null ? null : Math.round(search),
    ...(failed ? { failed } : {}),
    where,
  };
}
