// The headless-Chromium half of `npm run bench`: load (large and small records), a million
// records, scrolling them, and a live stream on top of them, each beside its same-run baseline.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log } from '../measure';
import { benchGigabyte, type GigabyteFigures } from './gigabyte.browser';
import { benchLoad, type LoadFigures } from './load.browser';
import { writeLargeTrace } from './large-trace';
import { benchScroll, type ScrollFigures } from './scroll.browser';
import { startBrowserBench, type BrowserBench } from './session';
import { benchBrowserStream, type BrowserStreamFigures } from './stream.browser';
import { LIVE_PANELS } from './open-panels';

export interface BrowserFigures {
  /** Null with BENCH_ONLY=list. */
  load: LoadFigures | null;
  loadSmall: LoadFigures | null;
  /** Null with BENCH_ONLY=list. */
  loadGigabyte: GigabyteFigures | null;
  loadMillion: {
    records: number;
    indexedMs: number;
    heapMB: number;
    retainedMB: number;
    fileMB: number;
  };
  scroll: ScrollFigures;
  stream: BrowserStreamFigures;
  /** The same stream with the timeline, search, filters and context dialog open. */
  panelsLive: BrowserStreamFigures;
}

export interface BrowserInputs {
  /** Small records, about `fileMB` of them. */
  small: readonly string[];
  /** The whole generated trace (a million records by default). */
  million: readonly string[];
  fileMB: number;
  streamSeconds: number;
}

/** BENCH_ONLY=list measures only the million-record list: its load, scroll and live stream. */
const ONLY_LIST = process.env.BENCH_ONLY === 'list';

/** The gigabyte trace's size in MB: BENCH_GIGABYTE_MB, 1,024 unless set. */
const GIGABYTE_MB = Number(process.env.BENCH_GIGABYTE_MB ?? 1024);

/** Runs of each 100 MB load (and of its baseline), the best kept: BENCH_LOAD_RUNS, 3 unless set. */
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 3);

/** Both load figures of issue 11 (large records and a child; small records), in one browser. */
async function benchBothLoads(bench: BrowserBench, dir: string, inputs: BrowserInputs) {
  const large = writeLargeTrace(dir, inputs.fileMB);
  const load = await benchLoad(bench, 'large records and a child', large.paths, LOAD_RUNS);
  await load.session.close();
  const smallPath = join(dir, 'session-2026-01-02-03-04-05-5a11bad0_001.jsonl');
  writeFileSync(smallPath, inputs.small.join('\n') + '\n');
  const loadSmall = await benchLoad(bench, 'small records', [smallPath], LOAD_RUNS);
  await loadSmall.session.close();
  return { load: load.figures, loadSmall: loadSmall.figures };
}

/** One browser and a scratch folder for `measure`, both gone afterwards. */
async function inBrowser<T>(
  chromium: string,
  measure: (bench: BrowserBench, dir: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-bench-'));
  const bench = await startBrowserBench(chromium);
  try {
    return await measure(bench, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await bench.close();
    log('');
  }
}

/** Only the two load figures (BENCH_ONLY=load): quick to repeat while working on loading. */
export const benchBrowserLoads = (
  chromium: string,
  inputs: BrowserInputs,
): Promise<Pick<BrowserFigures, 'load' | 'loadSmall'>> =>
  inBrowser(chromium, (bench, dir) => benchBothLoads(bench, dir, inputs));

const benchPanelsLive = (bench: BrowserBench, inputs: BrowserInputs) =>
  benchBrowserStream(bench, inputs.million, inputs.streamSeconds, undefined, LIVE_PANELS);

/** Only the gigabyte trace (BENCH_ONLY=gigabyte). */
export const benchBrowserGigabyte = (chromium: string): Promise<GigabyteFigures> =>
  inBrowser(chromium, (bench, dir) => benchGigabyte(bench, dir, GIGABYTE_MB));

/** Only the live stream with its panels open (BENCH_ONLY=panels). */
export const benchBrowserPanelsLive = (
  chromium: string,
  inputs: BrowserInputs,
): Promise<BrowserStreamFigures> => inBrowser(chromium, (bench) => benchPanelsLive(bench, inputs));

export async function benchBrowser(
  chromium: string,
  inputs: BrowserInputs,
): Promise<BrowserFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-bench-'));
  const bench = await startBrowserBench(chromium);
  try {
    const { load, loadSmall } = ONLY_LIST
      ? { load: null, loadSmall: null }
      : await benchBothLoads(bench, dir, inputs);
    const loadGigabyte = ONLY_LIST ? null : await benchGigabyte(bench, dir, GIGABYTE_MB);
    const millionPath = join(dir, 'session-2026-01-02-03-04-05-0badc0de_001.jsonl');
    writeFileSync(millionPath, inputs.million.join('\n') + '\n');
    const million = await benchLoad(bench, `${inputs.million.length} records`, [millionPath]);
    const scroll = await benchScroll(million.session.page, million.figures.records);
    await million.session.close();
    rmSync(dir, { recursive: true, force: true });
    const stream = await benchBrowserStream(bench, inputs.million, inputs.streamSeconds);
    const panelsLive = await benchPanelsLive(bench, inputs);
    const m = million.figures;
    return {
      load,
      loadSmall,
      loadGigabyte,
      loadMillion: {
        records: m.records,
        indexedMs: m.indexedMs,
        heapMB: m.heapMB,
        retainedMB: m.retainedMB,
        fileMB: m.fileMB,
      },
      scroll,
      stream,
      panelsLive,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await bench.close();
    log('');
  }
}
