// A family whose only change is what its last file gained goes on from the reducer state it was
// left in, and writes only the rows that changed: re-deriving a large running session from all
// its files, and writing all its rows again, on every append took tens of seconds. The state and
// rows are kept in memory between runs (a served library's, an `ingest --watch`'s), for the
// families written recently, and only while the index holds what they were derived from.
import { withOrigin } from '../../src/ingest/file-set';
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import type { PlannedFile } from '../../src/ingest/types';
import type { familyRows } from '../../src/library/rows';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs } from '../../src/store/reducer';
import { endOf } from './family-state';
import type { ParsedFile } from './read-again';
import { badLinesOf, type NewBytes } from './read-file';

export type Derived = ReturnType<typeof familyRows>;

interface KeptFile {
  path: string;
  origin: string;
  bytesRead: number;
  linesRead: number;
}

interface KeptFamily {
  files: KeptFile[];
  beforeEnd: TraceState;
  derived: Derived;
  bytes: number;
}

/** Of one index (one connection): its rows are what the kept families were derived into. */
export interface FamilyCache {
  families: Map<string, KeptFamily>;
  /** File bytes the kept families hold at most (their states and rows take a few times that). */
  maxBytes: number;
}

export const familyCache = (maxBytes = 128 * 2 ** 20): FamilyCache => ({
  families: new Map(),
  maxBytes,
});

/** What the run read of a file it read on from where it stopped (not from its start). */
export interface Appended {
  from: { bytesRead: number; linesRead: number; records: number; badLines: number };
  bytes: NewBytes;
}

const originOf = (p: PlannedFile) => p.origin.join('/');

/**
 * The new lines of the family's last file, when nothing else of the family changed since it was
 * kept: the same files in the same order, each read as far as then, the last read on from there.
 */
export function appendOnly(
  cache: FamilyCache | undefined,
  root: string,
  family: readonly PlannedFile[],
  pathOf: (p: PlannedFile) => string,
  read: {
    /** Where the index's read of each file stands before this run. */
    before: (path: string) => { bytesRead: number } | undefined;
    appended: (path: string) => Appended | undefined;
  },
): { kept: KeptFamily; last: PlannedFile; appended: Appended } | undefined {
  const kept = cache?.families.get(root);
  const last = family.at(-1);
  if (!kept || !last || kept.files.length !== family.length) return undefined;
  for (const [i, p] of family.entries()) {
    const k = kept.files[i];
    const path = pathOf(p);
    if (k?.path !== path || k.origin !== originOf(p)) return undefined;
    if (read.before(path)?.bytesRead !== k.bytesRead) return undefined;
    if (p !== last && read.appended(path) !== undefined) return undefined;
  }
  const appended = read.appended(pathOf(last));
  const k = kept.files.at(-1);
  // A byte order mark after the start is a bad line to the whole file's reader: read whole.
  if (
    !appended ||
    appended.from.linesRead !== k?.linesRead ||
    appended.bytes.text.startsWith('\ufeff')
  )
    return undefined;
  return { kept, last, appended };
}

/** The new lines parsed as the whole file's reader would, numbered from where the read stopped. */
export function parseAppended(path: string, a: Appended, keepText: boolean): ParsedFile {
  const { records, diagnostics } = parseJsonl(path, a.bytes.text, { trace: false, keepText });
  const shift = a.from.linesRead;
  const starts: number[] = [];
  starts.length = shift;
  starts.push(...a.bytes.lineStarts);
  return {
    records: records.map((r) => ({ ...r, at: { ...r.at, line: r.at.line + shift } })),
    bad: badLinesOf(diagnostics).map((d) => ({ ...d, line: (d.line ?? 0) + shift })),
    starts,
  };
}

/** The family's state with the new records of its last file, from the state it was kept in. */
export function stateAfter(
  kept: KeptFamily,
  last: PlannedFile,
  lastPath: string,
  parsed: ParsedFile,
): { state: TraceState; beforeEnd: TraceState } {
  const inputs: TraceInput[] = parsed.records.map((r) => ({
    kind: 'record',
    envelope: withOrigin(r.envelope, last.origin),
    at: r.at,
  }));
  const beforeEnd = applyInputs(kept.beforeEnd, inputs);
  return { state: applyInputs(beforeEnd, [endOf(lastPath)]), beforeEnd };
}

/** Keeps a family just derived, the most recent last; the oldest go past `maxBytes`. */
export function keepFamily(
  cache: FamilyCache,
  root: string,
  family: readonly PlannedFile[],
  pathOf: (p: PlannedFile) => string,
  files: (path: string) => { bytesRead: number; linesRead: number } | undefined,
  beforeEnd: TraceState,
  derived: Derived,
): void {
  cache.families.delete(root);
  const kept: KeptFile[] = [];
  for (const p of family) {
    const f = files(pathOf(p));
    if (!f) return;
    kept.push({
      path: pathOf(p),
      origin: originOf(p),
      bytesRead: f.bytesRead,
      linesRead: f.linesRead,
    });
  }
  const bytes = kept.reduce((n, f) => n + f.bytesRead, 0);
  if (bytes > cache.maxBytes) return;
  cache.families.set(root, { files: kept, beforeEnd, derived, bytes });
  let total = 0;
  for (const f of cache.families.values()) total += f.bytes;
  for (const [key, f] of cache.families) {
    if (total <= cache.maxBytes) break;
    cache.families.delete(key);
    total -= f.bytes;
  }
}

export const forgetFamily = (cache: FamilyCache | undefined, root: string) =>
  cache?.families.delete(root);

type RowTable = 'requests' | 'tool_calls' | 'messages' | 'events';
export const ROW_TABLES: readonly RowTable[] = ['requests', 'tool_calls', 'messages', 'events'];

const rowsOf = (d: Derived, table: RowTable): readonly object[] =>
  table === 'tool_calls' ? d.toolCalls : d[table];

const sameRow = (a: object, b: object) => {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(y);
  return keys.length === Object.keys(x).length && keys.every((k) => x[k] === y[k]);
};

/**
 * Per session, the rows of `table` that changed: from the first that differs on (its ordinal,
 * the index of the session's rows), the stored ones to delete and the new ones to add.
 */
export function changedRows(
  before: Derived,
  after: Derived,
  table: RowTable,
): { sessionId: string; fromOrdinal: number; rows: object[] }[] {
  const bySession = (rows: readonly object[]) => {
    const out = new Map<string, object[]>();
    for (const r of rows) {
      const id = (r as { session_id: string }).session_id;
      const list = out.get(id);
      if (list) list.push(r);
      else out.set(id, [r]);
    }
    return out;
  };
  const old = bySession(rowsOf(before, table));
  const now = bySession(rowsOf(after, table));
  const out: { sessionId: string; fromOrdinal: number; rows: object[] }[] = [];
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(id) ?? [];
    const b = now.get(id) ?? [];
    let k = 0;
    while (k < a.length && k < b.length && sameRow(a[k] as object, b[k] as object)) k += 1;
    if (k === a.length && k === b.length) continue;
    out.push({ sessionId: id, fromOrdinal: k, rows: b.slice(k) });
  }
  return out;
}
