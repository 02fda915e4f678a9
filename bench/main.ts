// npm run bench [-- --json]: prints figures, each against a baseline measured in the same run. No
// thresholds: these numbers are read, not asserted. With --json the table goes to stderr and
// stdout gets one JSON object (keys from issue 11).
import { generateTrace } from '../e2e/support/generate-trace';
import { benchLive } from './live.bench';
import { benchLoadMillion } from './load-million.bench';
import { fmt, jsonMode, log } from './measure';
import { benchReadFile } from './read-file.bench';
import { benchReducer } from './reducer.bench';
import { benchSearch } from './search.bench';

const BIG = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 100);
const BROWSER_PENDING =
  'not measured: the headless-Chromium part of the bench (file input, frames, DOM) is not built yet';

log(`Omniscope bench · node ${process.version} · ${new Date().toISOString()}`);
if (!(globalThis as { gc?: unknown }).gc) log('(run with node --expose-gc for heap figures)');

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
const search = benchSearch(state);
const stream = benchLive(state);

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
        search,
        reducer,
        read: {
          ...read,
          where: 'node: JsonlReader (split, parse, validate, Trace rules) in 64 KB chunks',
        },
        notMeasured: {
          load: BROWSER_PENDING,
          loadSmall: BROWSER_PENDING,
          scroll: BROWSER_PENDING,
        },
      },
      null,
      2,
    ),
  );
