// npm run bench [-- --json]: prints figures, each against a baseline measured in the same run. No
// thresholds: these numbers are read, not asserted. With --json the table goes to stderr and
// stdout gets one JSON object (keys from issue 11).
import { readFileSync } from 'node:fs';
import { fixturePath } from '../e2e/support/fixtures';
import { generateTrace } from '../e2e/support/generate-trace';
import type { AnyEnvelope } from '../src/protocol/types';
import { benchInspectorFilter } from './inspector-filter.bench';
import { benchLive } from './live.bench';
import { benchLoadMillion } from './load-million.bench';
import { fmt, jsonMode, log } from './measure';
import { benchReadFile } from './read-file.bench';
import { benchReducer } from './reducer.bench';
import { benchReplay } from './replay.bench';

const BIG = Number(process.env.BENCH_RECORDS ?? 1_000_000);
/** BENCH_ONLY=workbench runs only the stream debugger's figures (inspector filter, replay). */
const ONLY_WORKBENCH = process.env.BENCH_ONLY === 'workbench';
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 100);
const BROWSER_PENDING =
  'not measured: the headless-Chromium part of the bench (file input, frames, DOM) is not built yet';

log(`Omniscope bench · node ${process.version} · ${new Date().toISOString()}`);
if (!(globalThis as { gc?: unknown }).gc) log('(run with node --expose-gc for heap figures)');

/** The stream debugger on 100,000 events: the inspector's text filter, replay at 100×. */
function benchWorkbench() {
  const { lines: small } = generateTrace(100_000, 13);
  const envelopes = small.map((l) => JSON.parse(l) as AnyEnvelope);
  const inspectorFilter = benchInspectorFilter(envelopes);
  const capture = readFileSync(fixturePath('stream.sse'), 'utf8');
  const replay = benchReplay(capture, small.join('\n') + '\n');
  return { inspectorFilter, replay };
}

if (ONLY_WORKBENCH) {
  const figures = benchWorkbench();
  if (jsonMode) console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

const t0 = performance.now();
const { lines } = generateTrace(BIG, 11);
log(`generated ${fmt(BIG, 0)} records in ${fmt((performance.now() - t0) / 1000)} s`);

const fileLines: string[] = [];
let bytes = 0;
for (const l of lines) {
  if (bytes > FILE_MB * 2 ** 20) break;
  fileLines.push(l);
  bytes += l.length + 1;
}
const read = benchReadFile(fileLines.join('\n') + '\n');
fileLines.length = 0;

const million = benchLoadMillion(lines.splice(0).join('\n') + '\n');
const { state, figures: reducer } = benchReducer(million.envelopes);
million.envelopes.length = 0;
const stream = benchLive(state);
const workbench = benchWorkbench();

if (jsonMode)
  console.log(
    JSON.stringify(
      {
        machine: { cores: (await import('node:os')).cpus().length, node: process.version },
        load: null,
        loadSmall: null,
        loadMillion: million.figures,
        stream,
        scroll: null,
        search: null,
        reducer,
        ...workbench,
        read: {
          ...read,
          where: 'node: JsonlReader (split, parse, validate, Trace rules) in 64 KB chunks',
        },
        notMeasured: {
          load: BROWSER_PENDING,
          loadSmall: BROWSER_PENDING,
          scroll: BROWSER_PENDING,
          search: 'search does not exist yet',
        },
      },
      null,
      2,
    ),
  );
