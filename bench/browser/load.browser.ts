// Loading through the file input, against the same page streaming the same files through
// TextDecoderStream, splitting lines and JSON.parse-ing each (the baseline of issue 11).
import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fmt, log, row } from '../measure';
import { processCpu, type CpuByThread } from './process-cpu';
import { cpuProfile, heapMB, peakHeap, type BrowserBench } from './session';

export interface LoadFigures {
  fileMB: number;
  firstRowMs: number;
  indexedMs: number;
  baselineMs: number;
  ratio: number;
  /** Peak main-thread JS heap while loading (the parsing worker's heap is not included). */
  heapMB: number;
  /** Main-thread heap after the load and a full collection: what the document keeps. */
  retainedMB: number;
  records: number;
  /** CPU seconds the whole browser spent during the fastest load, by kind of thread (Linux). */
  cpu: CpuByThread | null;
  where: string;
}

interface LoadMarks {
  start: number;
  firstRow?: number;
  indexed?: number;
  records?: number;
}

/** Marks the input's change and, each frame, the first row and the end of the load. */
async function watchLoad(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __load: LoadMarks };
    w.__load = { start: 0 };
    document.addEventListener('change', () => (w.__load.start = performance.now()), true);
    const tick = () => {
      const m = w.__load;
      if (m.start > 0) {
        if (
          m.firstRow === undefined &&
          document.querySelector('[data-testid=conversation] [data-index]')
        )
          m.firstRow = performance.now() - m.start;
        const status = document.querySelector('[data-testid=load-status]');
        if (status?.getAttribute('data-load-state') === 'done') {
          m.indexed = performance.now() - m.start;
          m.records = Number(status.getAttribute('data-records'));
          return;
        }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The baseline: stream, split on "\n" with indexOf, JSON.parse every line, in the same page. */
async function baselineMs(page: Page, paths: readonly string[]): Promise<number> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.id = 'bench-baseline';
    input.hidden = true;
    document.body.append(input);
  });
  await page.setInputFiles('#bench-baseline', [...paths]);
  return page.evaluate(async () => {
    const input = document.getElementById('bench-baseline') as HTMLInputElement;
    const t0 = performance.now();
    let records = 0;
    for (const file of input.files ?? []) {
      const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
      let rest = '';
      for (;;) {
        const { done, value } = await reader.read();
        const text = rest + (value ?? '');
        let from = 0;
        for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
          if (nl > from) {
            JSON.parse(text.slice(from, nl));
            records++;
          }
          from = nl + 1;
        }
        rest = text.slice(from);
        if (done) break;
      }
      if (rest.trim()) {
        JSON.parse(rest);
        records++;
      }
    }
    input.remove();
    return records > 0 ? performance.now() - t0 : NaN;
  });
}

/** The baseline on a fresh page each time. */
async function bestBaselineMs(bench: BrowserBench, paths: readonly string[], runs: number) {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const base = await bench.open();
    best = Math.min(best, await baselineMs(base.page, paths));
    await base.close();
  }
  return best;
}

/** One load through the file input of a fresh start page, which stays open. */
async function loadOnce(bench: BrowserBench, label: string, paths: readonly string[]) {
  const session = await bench.open();
  const { page, cdp } = session;
  await watchLoad(page);
  const peak = peakHeap(cdp);
  const profile = await cpuProfile(cdp, label);
  const cpuSpent = processCpu();
  await page.setInputFiles('[data-testid=file-input]', [...paths]);
  await page.waitForFunction(
    () => (window as unknown as { __load: LoadMarks }).__load.indexed !== undefined,
    undefined,
    { timeout: 30 * 60_000, polling: 250 },
  );
  const cpu = cpuSpent.stop();
  const heap = await peak.stop();
  await profile.stop();
  const marks = await page.evaluate(() => (window as unknown as { __load: LoadMarks }).__load);
  return { session, marks, heap, cpu, retained: await heapMB(cdp, true) };
}

/**
 * Opens `paths` through the file input of a fresh start page, best of `runs` against the
 * baseline's best of as many (the machine's other load only ever slows a run down); the best
 * run's page stays open for more. Peak heap is the highest of the runs.
 */
export async function benchLoad(
  bench: BrowserBench,
  label: string,
  paths: readonly string[],
  runs = 1,
) {
  const bytes = paths.reduce((n, p) => n + statSync(p).size, 0);
  const fileMB = bytes / 2 ** 20;
  log(
    `\nBrowser load (${label}): ${fmt(fileMB)} MB in ${paths.length} file(s) through the file input${runs > 1 ? `, best of ${runs}` : ''}`,
  );
  const baseline = await bestBaselineMs(bench, paths, runs);
  let best = await loadOnce(bench, label, paths);
  let heap = best.heap;
  for (let i = 1; i < runs; i++) {
    const next = await loadOnce(bench, label, paths);
    heap = Math.max(heap, next.heap);
    const faster = (next.marks.indexed ?? Infinity) < (best.marks.indexed ?? Infinity);
    await (faster ? best : next).session.close();
    if (faster) best = next;
  }
  const { session, marks, retained, cpu } = best;
  const indexedMs = marks.indexed ?? NaN;
  const figures: LoadFigures = {
    fileMB: Math.round(fileMB * 10) / 10,
    firstRowMs: Math.round(marks.firstRow ?? NaN),
    indexedMs: Math.round(indexedMs),
    baselineMs: Math.round(baseline),
    ratio: Math.round((indexedMs / baseline) * 100) / 100,
    heapMB: Math.round(heap),
    retainedMB: Math.round(retained),
    records: marks.records ?? 0,
    cpu,
    where: 'chromium: file input → worker → store → first row / load done; heap of the page',
  };
  row('first row visible', `${fmt(figures.firstRowMs, 0)} ms`);
  row(
    'fully indexed',
    `${fmt(indexedMs / 1000, 2)} s`,
    `${fmt(baseline / 1000, 2)} s stream+split+parse`,
    figures.ratio,
  );
  row('records', fmt(figures.records, 0));
  if (cpu) {
    const kinds = Object.entries(cpu.byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, s]) => `${kind} ${fmt(s, 2)}`)
      .join(', ');
    log(`  CPU of the whole browser ${fmt(cpu.totalS, 2)} s: ${kinds}`);
  }
  row(
    'peak / retained main-thread heap',
    `${fmt(heap, 0)} / ${fmt(retained, 0)} MB`,
    `${fmt(fileMB, 0)} MB file`,
    heap / fileMB,
  );
  return { figures, session };
}
