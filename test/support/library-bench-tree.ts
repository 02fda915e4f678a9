// The library bench's tree: `sessions` generated sessions filling about `mb` megabytes in the
// PenguinHarness layout, with what real folders hold — children (a parent's subagent pointer and
// the child's own file), rotations at compactions (`_001`, `_002`, `_003`), torn last lines and a
// few bad lines. Writing a gigabyte takes minutes, so a tree is kept on disk between runs, in a
// temporary folder named by its parameters, and only written again when missing or incomplete.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedSession, generatedSessionId, sessionFolder } from './library-engines';
import { fileText } from './library-tree';
import { createTraceBuilder } from './trace-builder';

/** Raise when the tree's content changes: trees kept by an earlier version are then rewritten. */
const TREE_VERSION = 1;
const DAYS = 90;
const TORN = '{"timestamp":"2026-01-02T03:09:00Z","type":"model_msg","payload":{"type":"te';

export interface BenchTree {
  root: string;
  sessions: number;
  files: number;
  bytes: number;
}

const dateOf = (i: number) =>
  new Date(Date.UTC(2026, 0, 1) + (i % DAYS) * 86_400_000).toISOString().slice(0, 10);

/** Records per session so that `sessions` of them fill `mb` megabytes, from a sample's size. */
function recordsPerSession(sessions: number, mb: number): number {
  const sample = generatedSession(0, 1000).lines.reduce((n, l) => n + l.length + 1, 0) / 1000;
  return Math.max(20, Math.round((mb * 2 ** 20) / sessions / sample));
}

/** Cuts `lines` before a request begins, near each of `parts` equal shares. */
function rotationCuts(lines: readonly string[], parts: number): number[] {
  const cuts: number[] = [];
  for (let p = 1; p < parts; p++) {
    let at = Math.floor((lines.length * p) / parts);
    while (at < lines.length && !lines[at]?.includes('"type":"request_begin"')) at++;
    if (at > (cuts.at(-1) ?? 1) && at < lines.length) cuts.push(at);
  }
  return cuts;
}

/** A compaction and its own request, at the time of `line`: what ends a rotated file. */
function compactionLines(line: string): string[] {
  const start = (JSON.parse(line) as { timestamp: string }).timestamp;
  const b = createTraceBuilder({ start, step: 0 });
  return [b.makeCompactionBegin(), b.begin(), b.end('completed'), b.makeCompactionEnd()].map((r) =>
    JSON.stringify(r),
  );
}

/**
 * Session number `i` of a tree (`records` on average), written under `root`: every tenth a parent
 * whose child is the next number, every third rotated, every fiftieth torn at its end. Returns
 * the files written.
 */
export function writeBenchSession(root: string, i: number, records: number): string[] {
  const isChild = i % 10 === 1;
  const home = isChild ? i - 1 : i;
  const date = dateOf(home);
  const { id, lines: raw } = generatedSession(
    i,
    Math.round(records * (0.5 + ((i * 37) % 100) / 100)),
  );
  const lines = raw.map((l) => l.replaceAll('"2026-01-02T', `"${date}T`));
  if (isChild) {
    const meta = JSON.parse(lines[0] ?? '{}') as { payload: Record<string, unknown> };
    lines[0] = JSON.stringify({ ...meta, payload: { ...meta.payload, source: 'subagent' } });
  }
  if (i % 10 === 0) {
    const at = Math.floor(lines.length / 3);
    const start = (JSON.parse(lines[at] ?? '{}') as { timestamp: string }).timestamp;
    const child = generatedSessionId(i + 1);
    lines.splice(
      at,
      0,
      JSON.stringify(createTraceBuilder({ start }).makeSubagent({ session_id: child })),
    );
  }
  const cuts = rotationCuts(lines, i % 9 === 0 ? 3 : i % 3 === 0 ? 2 : 1);
  const dir = sessionFolder(root, home, date);
  const paths: string[] = [];
  [0, ...cuts].forEach((from, n) => {
    const to = cuts[n] ?? lines.length;
    const part = lines.slice(from, to);
    const last = part.at(-1);
    if (to < lines.length && last !== undefined) part.push(...compactionLines(last));
    const path = join(dir, `${id}_${String(n + 1).padStart(3, '0')}.jsonl`);
    writeFileSync(path, fileText(part));
    paths.push(path);
  });
  if (i % 500 === 13) appendFileSync(paths[0] ?? '', 'not a record\n');
  if (i % 50 === 7) appendFileSync(paths.at(-1) ?? '', TORN);
  return paths;
}

/** The tree of `sessions` sessions and about `mb` MB, written once and kept in the temp folder. */
export function cachedBenchTree(sessions: number, mb: number): BenchTree {
  const home = join(tmpdir(), `omniscope-bench-tree-v${TREE_VERSION}-${sessions}s-${mb}mb`);
  const done = join(home, 'complete.json');
  if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as BenchTree;
  rmSync(home, { recursive: true, force: true });
  const root = join(home, 'tree');
  mkdirSync(root, { recursive: true });
  const records = recordsPerSession(sessions, mb);
  let files = 0;
  let bytes = 0;
  for (let i = 0; i < sessions; i++)
    for (const path of writeBenchSession(root, i, records)) {
      files += 1;
      bytes += statSync(path).size;
    }
  const tree: BenchTree = { root, sessions, files, bytes };
  writeFileSync(done, JSON.stringify(tree));
  return tree;
}

/** Records per session of the cached tree of these parameters, for one more like them. */
export const benchSessionRecords = recordsPerSession;
