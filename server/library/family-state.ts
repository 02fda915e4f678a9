// A family's reducer state rebuilt from its files, read again from the disk, in the order the app
// loads them (a session's rotations, then its children with their origin stamped). Both indexes
// derive on the machine whose files they are (the team store's ingest runs on each agent
// machine); the team store reads back the records it holds of a file only when the file is gone
// or changed on the disk.
import { withOrigin } from '../../src/ingest/file-set';
import type { ParsedRecord, PlannedFile } from '../../src/ingest/types';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';
import { readAhead } from './read-ahead';
import type { ParsedFile, ReadAgain, WholeBytes } from './read-again';

/** What a derivation reads its families from, and what it tells of their files. */
export interface FamilySource {
  pathOf: (p: PlannedFile) => string;
  again: ReadAgain;
  /**
   * A file read again and parsed whole: its records and bad lines; or only its new lines, after
   * `prior` records and bad lines (family-cache.ts).
   */
  parsed: (path: string, file: ParsedFile, prior?: { records: number; badLines: number }) => void;
  /** A file that changed on disk since the index read it (or is gone): read again next run. */
  lost: (path: string) => void;
  /** What the index holds of such a file (the team store's records), else it is left out. */
  stored?: (path: string) => Promise<readonly Pick<ParsedRecord, 'envelope' | 'at'>[]>;
}

/**
 * Each family's reducer state, in the order given, handed to `take` one at a time, with the
 * state before the files' end (what an append to the last file goes on from: family-cache.ts).
 */
export async function forEachFamilyState(
  families: readonly (readonly PlannedFile[])[],
  from: FamilySource,
  take: (state: TraceState, index: number, beforeEnd: TraceState) => void,
): Promise<void> {
  const { pathOf, again } = from;
  // Read ahead while earlier families are parsed and reduced.
  const files = [...new Map(families.flat().map((p) => [pathOf(p), p] as const))].map(
    ([path, p]) => ({ path, size: p.file.size }),
  );
  const reads = readAhead(
    files,
    async ({ path }) => [path, await again.bytes(path)] as const,
    (f) => f.size,
  );
  const ready = new Map<string, WholeBytes | undefined>();
  const bytesOf = async (path: string) => {
    while (!ready.has(path)) {
      const next = await reads.next();
      if (next.done) break;
      ready.set(...next.value);
    }
    const got = ready.get(path);
    ready.delete(path);
    return got;
  };
  for (const [index, plan] of families.entries()) {
    const inputs: TraceInput[] = [];
    let last: string | undefined;
    for (const p of plan) {
      const path = pathOf(p);
      last = path;
      const read = await bytesOf(path);
      if (read === undefined) from.lost(path);
      const parsed = read && again.parse(path, read);
      if (parsed) from.parsed(path, parsed);
      const records = parsed?.records ?? (await from.stored?.(path)) ?? [];
      for (const r of records)
        inputs.push({ kind: 'record', envelope: withOrigin(r.envelope, p.origin), at: r.at });
    }
    const beforeEnd = applyInputs(initialTraceState(), inputs);
    take(applyInputs(beforeEnd, [endOf(last)]), index, beforeEnd);
  }
}

/** The files are read to their end, as `validate` and a dropped folder do. */
export const endOf = (lastPath: string | undefined): TraceInput => ({
  kind: 'end',
  ...(lastPath !== undefined ? { at: { file: lastPath } } : {}),
});
