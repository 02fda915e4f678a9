// npm run bench: prints figures, each against a baseline measured in the same run. No thresholds:
// these numbers are read, not asserted.
import type { AnyEnvelope } from '../src/protocol/types';
import { generateTrace } from '../e2e/support/generate-trace';
import { benchLive } from './live.bench';
import { benchReadFile } from './read-file.bench';
import { benchReducer } from './reducer.bench';
import { fmt } from './measure';

const BIG = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 100);

console.log(`Omniscope bench · node ${process.version} · ${new Date().toISOString()}`);
if (!(globalThis as { gc?: unknown }).gc)
  console.log('(run with node --expose-gc for heap figures)');

const t0 = performance.now();
const { lines } = generateTrace(BIG, 11);
console.log(`generated ${fmt(BIG, 0)} records in ${fmt((performance.now() - t0) / 1000)} s`);

const fileLines: string[] = [];
let bytes = 0;
for (const l of lines) {
  if (bytes > FILE_MB * 2 ** 20) break;
  fileLines.push(l);
  bytes += l.length + 1;
}
benchReadFile(fileLines.join('\n') + '\n');
fileLines.length = 0;

const envelopes = lines.map((l) => JSON.parse(l) as AnyEnvelope);
lines.length = 0;
const state = benchReducer(envelopes);
benchLive(state);
