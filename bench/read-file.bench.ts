// Reading a ~100 MB Trace: our JsonlReader (split, parse, validate, Trace rules) against the
// floor of splitting lines and JSON.parse alone, on the same text in the same run.
import { JsonlReader } from '../src/ingest/parse-jsonl';
import { fmt, log, row, time } from './measure';

const CHUNK = 64 * 1024;

export interface ReadFigures {
  fileMB: number;
  records: number;
  readMs: number;
  baselineMs: number;
}

export function benchReadFile(text: string): ReadFigures {
  const mb = Buffer.byteLength(text) / 2 ** 20;
  log(`\nRead a ${fmt(mb)} MB Trace file in ${CHUNK / 1024} KB chunks`);
  const base = time(() => {
    let n = 0;
    for (const line of text.split('\n')) if (line) n += JSON.parse(line) ? 1 : 0;
    return n;
  }, 2);
  const ours = time(() => {
    const r = new JsonlReader('bench.jsonl');
    let n = 0;
    for (let i = 0; i < text.length; i += CHUNK)
      n += r.push(text.slice(i, i + CHUNK)).records.length;
    return n + r.finish().records.length;
  }, 2);
  row('records', fmt(ours.result, 0));
  row(
    'JsonlReader throughput',
    `${fmt(mb / (ours.ms / 1000))} MB/s`,
    `${fmt(mb / (base.ms / 1000))} MB/s split+JSON.parse`,
    ours.ms / base.ms,
  );
  return { fileMB: mb, records: ours.result, readMs: ours.ms, baselineMs: base.ms };
}
