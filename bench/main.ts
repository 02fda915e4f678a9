// npm run bench [-- --json]: prints figures, each against a baseline measured in the same run. No
// thresholds: these numbers are read, not asserted. With --json the table goes to stderr and
// stdout gets one JSON object (keys from issue 11). Browser figures need Chromium
// ($CHROMIUM_PATH, set by scripts/bench.mjs); BENCH_BROWSER=0 skips them.
import { readFileSync } from 'node:fs';
import type { AnyEnvelope } from '../src/protocol/types';
import type { TraceInput } from '../src/store/model';
import { fixturePath } from '../test/support/fixtures';
import { generateTrace } from '../test/support/generate-trace';
import { run } from '../test/support/trace';
import {
  benchBrowser,
  benchBrowserGigabyte,
  benchBrowserLoads,
  benchBrowserPanelsLive,
  type BrowserFigures,
} from './browser/browser.bench';
import { benchInspectorFilter } from './inspector-filter.bench';
import { benchLibraryIndex } from './library-index.bench';
import { benchLibraryPostgres } from './library-postgres.bench';
import { benchLibraryStats } from './library-stats.bench';
import { benchLive } from './live.bench';
import { benchLoadMillion } from './load-million.bench';
import { fmt, jsonMode, log } from './measure';
import { benchReadFile } from './read-file.bench';
import { benchReducer } from './reducer.bench';
import { benchRedaction } from './redact.bench';
import { benchReplay } from './replay.bench';
import { benchSearch } from './search.bench';

const BIG = Number(process.env.BENCH_RECORDS ?? 1_000_000);
/**
 * BENCH_ONLY=stream-debugger runs only the stream debugger's figures (inspector filter, replay);
 * BENCH_ONLY=list only the browser's million-record list (load, scroll, live stream).
 */
const ONLY_STREAM_DEBUGGER = process.env.BENCH_ONLY === 'stream-debugger';
/** BENCH_ONLY=load runs only the browser's two load figures (large records, small records). */
const ONLY_LOAD = process.env.BENCH_ONLY === 'load';
const ONLY_LIST = process.env.BENCH_ONLY === 'list';
/** BENCH_ONLY=panels runs only the live stream with the timeline, search, filters and context open. */
const ONLY_PANELS = process.env.BENCH_ONLY === 'panels';
/** BENCH_ONLY=reducer runs only the reducer's figures (Node). */
const ONLY_REDUCER = process.env.BENCH_ONLY === 'reducer';
/** BENCH_ONLY=redact runs only `omniscope redact` on a BENCH_REDACT_MB (default 20) MB trace. */
const ONLY_REDACT = process.env.BENCH_ONLY === 'redact';
/** BENCH_ONLY=library-stats runs only the library's stats answer on BENCH_LIBRARY_SESSIONS. */
const ONLY_LIBRARY_STATS = process.env.BENCH_ONLY === 'library-stats';
const LIBRARY_SESSIONS = Number(process.env.BENCH_LIBRARY_SESSIONS ?? 10_000);
/** BENCH_ONLY=library runs only the library on a generated tree of BENCH_LIBRARY_MB (1024) MB. */
const ONLY_LIBRARY = process.env.BENCH_ONLY === 'library';
const LIBRARY_MB = Number(process.env.BENCH_LIBRARY_MB ?? 1024);
const REDACT_MB = Number(process.env.BENCH_REDACT_MB ?? 20);
/** BENCH_ONLY=library-postgres runs only the team store's ingest of BENCH_PG_SESSIONS sessions. */
const ONLY_LIBRARY_POSTGRES = process.env.BENCH_ONLY === 'library-postgres';
const PG_SESSIONS = Number(process.env.BENCH_PG_SESSIONS ?? 2000);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 100);
const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 20);
const chromium = process.env.BENCH_BROWSER === '0' ? undefined : process.env.CHROMIUM_PATH;
const browserSkipped =
  process.env.BENCH_BROWSER === '0'
    ? 'not measured: BENCH_BROWSER=0'
    : 'not measured: Chromium not found (set CHROMIUM_PATH or install the "chromium" package)';

log(`Omniscope bench · node ${process.version} · ${new Date().toISOString()}`);
if (!(globalThis as { gc?: unknown }).gc) log('(run with node --expose-gc for heap figures)');

/** The stream debugger on 100,000 events: the inspector's text filter, replay at 100×. */
function benchStreamDebugger() {
  const { lines: small } = generateTrace(100_000, 13);
  const envelopes = small.map((l) => JSON.parse(l) as AnyEnvelope);
  const inspectorFilter = benchInspectorFilter(envelopes);
  const capture = readFileSync(fixturePath('penguin-session-a/stream.sse'), 'utf8');
  const replay = benchReplay(capture, small.join('\n') + '\n');
  return { inspectorFilter, replay };
}

if (ONLY_STREAM_DEBUGGER) {
  const figures = benchStreamDebugger();
  if (jsonMode) console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

if (ONLY_LIBRARY_STATS) {
  const figures = { library: { stats: await benchLibraryStats(LIBRARY_SESSIONS) } };
  if (jsonMode) console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

if (ONLY_LIBRARY) {
  const { index, serve } = await benchLibraryIndex(LIBRARY_SESSIONS, LIBRARY_MB);
  if (jsonMode) console.log(JSON.stringify({ library: { index, ...serve } }, null, 2));
  process.exit(0);
}

if (ONLY_REDACT) {
  const figures = await benchRedaction(REDACT_MB);
  if (jsonMode) console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

if (ONLY_LIBRARY_POSTGRES) {
  const postgresIngest = await benchLibraryPostgres(PG_SESSIONS);
  if (jsonMode) console.log(JSON.stringify({ library: { postgresIngest } }, null, 2));
  process.exit(0);
}

// BENCH_ONLY=gigabyte runs only the BENCH_GIGABYTE_MB (1,024) MB trace: load, scroll, search.
if (process.env.BENCH_ONLY === 'gigabyte') {
  const loadGigabyte = chromium ? await benchBrowserGigabyte(chromium) : null;
  if (!loadGigabyte) log(`\nBrowser: ${browserSkipped}`);
  if (jsonMode) console.log(JSON.stringify({ loadGigabyte }, null, 2));
  process.exit(0);
}

const t0 = performance.now();
const { lines } = generateTrace(BIG, 11);
log(`generated ${fmt(BIG, 0)} records in ${fmt((performance.now() - t0) / 1000)} s`);

if (ONLY_REDUCER) {
  const { figures } = benchReducer(lines.splice(0).map((l) => JSON.parse(l) as AnyEnvelope));
  if (jsonMode) console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

const fileLines: string[] = [];
let bytes = 0;
for (const l of lines) {
  if (bytes > FILE_MB * 2 ** 20) break;
  fileLines.push(l);
  bytes += l.length + 1;
}

if (ONLY_LOAD) {
  const figures = chromium
    ? await benchBrowserLoads(chromium, {
        small: fileLines,
        million: [],
        fileMB: FILE_MB,
        streamSeconds: 0,
      })
    : null;
  if (!figures) log(`\nBrowser: ${browserSkipped}`);
  if (jsonMode) console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

if (ONLY_PANELS) {
  const panelsLive = chromium
    ? await benchBrowserPanelsLive(chromium, {
        small: [],
        million: lines,
        fileMB: FILE_MB,
        streamSeconds: STREAM_SECONDS,
      })
    : null;
  if (!panelsLive) log(`\nBrowser: ${browserSkipped}`);
  if (jsonMode) console.log(JSON.stringify({ panelsLive }, null, 2));
  process.exit(0);
}

const browser: BrowserFigures | null = chromium
  ? await benchBrowser(chromium, {
      small: fileLines,
      million: lines,
      fileMB: FILE_MB,
      streamSeconds: STREAM_SECONDS,
    })
  : null;
if (!browser) log(`\nBrowser: ${browserSkipped}`);
if (ONLY_LIST) {
  if (jsonMode) console.log(JSON.stringify(browser, null, 2));
  process.exit(0);
}

const read = benchReadFile(fileLines.join('\n') + '\n');
// Search runs over the file-sized trace (the figure), as the app holds it.
const search = benchSearch(
  run([
    ...fileLines.map((l): TraceInput => ({
      kind: 'record',
      envelope: JSON.parse(l) as AnyEnvelope,
    })),
    { kind: 'end' },
  ]),
  `the ${FILE_MB} MB trace`,
);
fileLines.length = 0;

const million = benchLoadMillion(lines.splice(0).join('\n') + '\n');
const { state, figures: reducer } = benchReducer(million.envelopes);
million.envelopes.length = 0;
const node = { live: benchLive(state) };
const streamDebugger = benchStreamDebugger();
const redaction = await benchRedaction(REDACT_MB);
const postgresIngest = await benchLibraryPostgres(PG_SESSIONS);
const libraryStats = await benchLibraryStats(LIBRARY_SESSIONS);
const libraryIndex = await benchLibraryIndex(LIBRARY_SESSIONS, LIBRARY_MB);

if (jsonMode)
  console.log(
    JSON.stringify(
      {
        machine: {
          cores: (await import('node:os')).cpus().length,
          memoryGB: Math.round((await import('node:os')).totalmem() / 2 ** 30),
          node: process.version,
        },
        load: browser?.load ?? null,
        loadSmall: browser?.loadSmall ?? null,
        loadGigabyte: browser?.loadGigabyte ?? null,
        loadMillion: browser?.loadMillion ?? null,
        stream: browser?.stream ?? null,
        panelsLive: browser?.panelsLive ?? null,
        scroll: browser?.scroll ?? null,
        search,
        reducer,
        ...streamDebugger,
        redaction,
        library: {
          index: libraryIndex.index,
          ...libraryIndex.serve,
          postgresIngest,
          stats: libraryStats,
        },
        node: {
          loadMillion: million.figures,
          stream: node.live,
          read: {
            ...read,
            where: 'node: JsonlReader (split, parse, validate, Trace rules) in 64 KB chunks',
          },
        },
        notMeasured: {
          ...(browser ? {} : { browser: browserSkipped }),
        },
      },
      null,
      2,
    ),
  );
