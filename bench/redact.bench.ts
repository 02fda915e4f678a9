// `omniscope redact` on a generated Trace file with planted secrets, against a plain scan of the
// same strings in the same run: the file read in the same chunks, each line parsed, every string
// value searched once. Redaction costs the detectors' passes over the text, so the figure is a
// multiple of that floor; before, secretlint's profiler made each scan slower than the last.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redactCommand } from '../cli/redact-command';
import { generateTrace } from '../test/support/generate-trace';
import { plantedTraceLines } from '../test/support/planted-secrets';
import { fmt, log, row } from './measure';

const CHUNK = 1 << 20;

export interface RedactionFigures {
  fileMB: number;
  records: number;
  findings: number;
  cliMs: number;
  cliMBps: number;
  plainScanMs: number;
  plainScanMBps: number;
  where: string;
}

/** A Trace file of about `mb` megabytes: generated records, the planted ones every 2,000 lines. */
function plantedTrace(mb: number): { text: string; records: number } {
  const planted = plantedTraceLines().slice(1);
  const { lines } = generateTrace(Math.ceil((mb * 2 ** 20) / 180), 17);
  const out: string[] = [];
  let bytes = 0;
  for (const [i, line] of lines.entries()) {
    if (bytes >= mb * 2 ** 20) break;
    const next = i % 2_000 === 1999 ? (planted[((i / 2_000) % planted.length) | 0] ?? line) : line;
    out.push(next);
    bytes += next.length + 1;
  }
  return { text: `${out.join('\n')}\n`, records: out.length };
}

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) yield* strings(v);
}

/** Reading the file and looking once at every string value: the floor any scan stands on. */
function plainScan(path: string): number {
  let hits = 0;
  let rest = '';
  const text = readFileSync(path, 'utf8');
  for (let i = 0; i < text.length; i += CHUNK) {
    const lines = (rest + text.slice(i, i + CHUNK)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines)
      if (line) for (const s of strings(JSON.parse(line))) if (s.includes('ghp_')) hits++;
  }
  return hits;
}

export async function benchRedaction(mb: number): Promise<RedactionFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-bench-redact-'));
  const { text, records } = plantedTrace(mb);
  const path = join(dir, 'trace.jsonl');
  writeFileSync(path, text);
  const fileMB = Buffer.byteLength(text) / 2 ** 20;
  log(`\nRedact a ${fmt(fileMB)} MB Trace file (${fmt(records, 0)} records) with omniscope redact`);

  const t0 = performance.now();
  plainScan(path);
  const plainScanMs = performance.now() - t0;

  let report = '';
  const io = {
    stdout: { write: (t: string) => (report += t) },
    stderr: { write: () => 0 },
    env: {},
  };
  const t1 = performance.now();
  await redactCommand([path, '--out', join(dir, 'out'), '--json'], io);
  const cliMs = performance.now() - t1;
  const findings = (JSON.parse(report) as { total: number }).total;
  rmSync(dir, { recursive: true, force: true });

  const cliMBps = fileMB / (cliMs / 1000);
  const plainScanMBps = fileMB / (plainScanMs / 1000);
  row('findings', fmt(findings, 0));
  row(
    'redaction throughput',
    `${fmt(cliMBps)} MB/s`,
    `${fmt(plainScanMBps)} MB/s plain scan`,
    cliMs / plainScanMs,
  );
  return {
    fileMB,
    records,
    findings,
    cliMs,
    cliMBps,
    plainScanMs,
    plainScanMBps,
    where:
      'node: omniscope redact (read, detect, replace, write) vs read + JSON.parse + one search per string',
  };
}
