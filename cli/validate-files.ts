import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { copyLeftOut, leftOutCopies, whereOf } from '../src/ingest/file-copies';
import { groupSessions, parseTraceFileName, planLoad, sessionIdOf } from '../src/ingest/file-set';
import type { Diagnostic, FileMeta } from '../src/ingest/types';
import { readHash } from '../server/library/read-hash';
import { withSameBytes, type ReadBytes } from '../server/library/same-bytes';
import { Tally, TraceFeed } from './feed';
import { readHistoryFile } from './read-history';
import { probeTrace, readJsonlFile } from './read-jsonl';
import { readSseFile } from './read-sse';
import { readHead } from './read-text';
import { kindFromName, sniffKind, type SourceKind } from './source-kind';
import { diagnosticOf } from '../src/ingest/diagnostic-of';
import { utf16Of } from '../src/ingest/utf16';
import type { ReadingProblem } from '../src/problems/reading-problem';

export interface ValidationRun {
  files: string[];
  diagnostics: Diagnostic[];
  /** One per conversation: a session with its rotated and child files, or one capture. */
  feeds: TraceFeed[];
  tally: Tally;
}

export interface ValidateOptions {
  chunkBytes?: number;
  /** Trace lines longer than this (characters) are skipped with an error; default no limit. */
  maxLineLength?: number;
}

const cannotRead = (e: unknown): ReadingProblem => ({
  code: 'cannot-read',
  params: { detail: e instanceof Error ? e.message : String(e) },
});

/** A file's kind, by its name or else its first line; or why it cannot be read. */
export async function kindOf(
  path: string,
): Promise<{ kind: SourceKind; size: number } | ReadingProblem> {
  try {
    const s = await stat(path);
    if (!s.isFile()) return { code: 'not-a-regular-file' };
    const head = await readHead(path);
    // Whatever its name says: read as UTF-8, every line would be reported as garbage.
    const utf16 = utf16Of(head);
    if (utf16) return { code: 'utf16', params: utf16 };
    const kind = kindFromName(path) ?? sniffKind(head);
    return kind ? { kind, size: s.size } : { code: 'unknown-format' };
  } catch (e) {
    return cannotRead(e);
  }
}

/**
 * Each file read whole, for withSameBytes: only in a session that holds a file of another name
 * than `<sessionId>_<NNN>.jsonl` (only such a file may be a renamed copy), so most runs hash
 * nothing. A file that cannot be hashed is left out: its full read says why.
 */
async function readsForCopies(metas: readonly FileMeta[]): Promise<Map<number, ReadBytes>> {
  const renamed = new Set(
    metas.filter((f) => f.sessionMeta && parseTraceFileName(f.name) === null).map(sessionIdOf),
  );
  const reads = new Map<number, ReadBytes>();
  for (const f of metas) {
    if (f.path === undefined || !renamed.has(sessionIdOf(f))) continue;
    try {
      reads.set(f.fileIndex, {
        path: f.path,
        bytesRead: f.size,
        readHash: await readHash(f.path, f.size),
      });
    } catch {
      // Unreadable: reported by its read.
    }
  }
  return reads;
}

const NOTHING_IN_IT: ReadonlySet<ReadingProblem['code']> = new Set([
  'empty-file',
  'blank-lines-only',
]);

/**
 * Reads every file with the app's readers into the app's reducer. Trace files are grouped and
 * ordered as the app loads them: a session's rotated files by index, then its children with their
 * origin stamped. A child's parent is only known from the parent's `subagent` pointer, so the plan
 * is recomputed after each file, as `loadSources` does.
 */
export async function validateFiles(
  paths: readonly string[],
  { chunkBytes, maxLineLength }: ValidateOptions = {},
): Promise<ValidationRun> {
  const run: ValidationRun = { files: [], diagnostics: [], feeds: [], tally: new Tally() };
  const report = (d: Diagnostic) => run.diagnostics.push(d);
  const fail = (file: string, severity: Diagnostic['severity'], problem: ReadingProblem) =>
    report(diagnosticOf({ file }, severity, problem));
  // A file that yields nothing is worth a word: an empty or wrong file would otherwise pass as ok.
  const read = async (path: string, reading: () => Promise<void>) => {
    const before = run.tally.records;
    const said = run.diagnostics.length;
    try {
      await reading();
    } catch (e) {
      fail(path, 'error', cannotRead(e));
      return;
    }
    // An empty Trace file or one of blank lines was named so by its reader, as the library names it.
    const named = run.diagnostics.slice(said).some((d) => NOTHING_IN_IT.has(d.code));
    if (run.tally.records === before && !named) fail(path, 'warning', { code: 'no-records' });
  };
  const traces: { path: string; size: number }[] = [];
  const others: { path: string; kind: SourceKind }[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(resolve(path))) {
      fail(path, 'warning', { code: 'given-twice' });
      continue;
    }
    seen.add(resolve(path));
    run.files.push(path);
    const found = await kindOf(path);
    if ('code' in found) fail(path, 'error', found);
    else if (found.kind === 'jsonl') traces.push({ path, size: found.size });
    else others.push({ path, kind: found.kind });
  }

  const probed = await Promise.all(
    traces.map((t, i) => probeTrace(t.path, i, t.size, maxLineLength)),
  );
  // A copy of another name (`<id>_001 (1).jsonl`) is told by its bytes, as the library tells it.
  const metas = await withSameBytes(probed, await readsForCopies(probed));
  // The planner reads one copy of a file found twice; the other is never read, so told here.
  for (const copy of leftOutCopies(metas)) report(copyLeftOut(copy, whereOf(copy.left)));
  const byRoot = new Map<string, TraceFeed>();
  const finished = new Set<number>();
  for (;;) {
    const next = planLoad(groupSessions(metas)).find((p) => !finished.has(p.file.fileIndex));
    const i = next?.file.fileIndex ?? -1;
    const path = traces[i]?.path;
    const meta = metas[i];
    if (!next || path === undefined || !meta) break;
    finished.add(i);
    const feed = byRoot.get(next.rootSessionId) ?? new TraceFeed(run.tally);
    if (!byRoot.has(next.rootSessionId)) run.feeds.push(feed);
    byRoot.set(next.rootSessionId, feed);
    await read(path, async () => {
      const found = await readJsonlFile(path, next.origin, feed, report, {
        ...(chunkBytes !== undefined ? { chunkBytes } : {}),
        ...(maxLineLength !== undefined ? { maxLineLength } : {}),
      });
      metas[i] = { ...meta, subagentIds: found };
    });
  }
  for (const feed of byRoot.values()) feed.end();

  for (const { path, kind } of others) {
    const feed = new TraceFeed(run.tally);
    run.feeds.push(feed);
    let live = false;
    await read(path, async () => {
      if (kind === 'sse') await readSseFile(path, feed, report, chunkBytes);
      else live = (await readHistoryFile(path, feed, report)).live;
    });
    // A snapshot taken while the task ran: what is open now may still close.
    if (live) feed.flush();
    else feed.end();
  }
  return run;
}
