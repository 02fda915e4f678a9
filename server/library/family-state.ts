// A family's reducer state rebuilt in the order the app loads the files (a session's rotations,
// then its children with their origin stamped): from the files themselves, read again, or (the
// team store, whose files are elsewhere) from the records it keeps, except files read whole in
// this very run.
import { withOrigin } from '../../src/ingest/file-set';
import type { ParsedRecord, PlannedFile } from '../../src/ingest/types';
import { validateEnvelope } from '../../src/protocol/validate';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';
import type { IndexDb } from './index-db';
import { readAhead } from './read-ahead';
import type { ParsedFile, ReadAgain } from './read-again';

/** What a derivation reads its families from, and what it tells of them besides their state. */
export interface FamilySource {
  machine: string;
  pathOf: (p: PlannedFile) => string;
  again: ReadAgain;
  /** A file read again and parsed whole: its records and bad lines, for its counts. */
  parsed?: (path: string, file: ParsedFile) => void;
  /** A file of the local index that changed on disk since it was read: derived without it. */
  lost: (path: string) => void;
}

/**
 * Each family's reducer state, in the order given, handed to `take` one at a time. One query
 * fetches the records of every file of `families` that `again` does not give: a query per
 * family scans the records table each time, which made a full index quadratic (and a round
 * trip each dominates on a server).
 */
export async function forEachFamilyState(
  db: IndexDb,
  families: readonly (readonly PlannedFile[])[],
  from: FamilySource,
  take: (state: TraceState, index: number) => void,
): Promise<void> {
  const { machine, pathOf, again } = from;
  const paths = [...new Set(families.flatMap((f) => f.map(pathOf)))];
  const byPath = await storedLines(
    db,
    machine,
    paths.filter((p) => !again.has(p)),
  );
  // Files read whole this run come from the disk again, read ahead while earlier families are
  // parsed and reduced.
  const readAgain = [...new Map(families.flat().map((p) => [pathOf(p), p] as const))]
    .filter(([path]) => again.has(path))
    .map(([path, p]) => ({ path, size: p.file.size }));
  const reads = readAhead(
    readAgain,
    async ({ path }) => [path, await again.bytes(path)] as const,
    (f) => f.size,
  );
  const ready = new Map<string, Buffer | undefined>();
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
      const read = again.has(path) ? await bytesOf(path) : undefined;
      if (read === undefined && !db.keepsRecords) from.lost(path);
      const parsed = read && again.parse(path, read);
      if (parsed) from.parsed?.(path, parsed);
      const records =
        parsed?.records ??
        parseStored(
          path,
          byPath.get(path) ??
            (again.has(path) && db.keepsRecords
              ? (await storedLines(db, machine, [path])).get(path)
              : undefined),
        );
      for (const r of records)
        inputs.push({ kind: 'record', envelope: withOrigin(r.envelope, p.origin), at: r.at });
      byPath.delete(path);
    }
    // The files are read to their end, as `validate` and a dropped folder do.
    inputs.push({ kind: 'end', ...(last !== undefined ? { at: { file: last } } : {}) });
    take(applyInputs(initialTraceState(), inputs), index);
  }
}

/**
 * Each file's records as one text of `<line> <json>` lines, by path: converting a value costs
 * far more than its bytes, and a record is one line of JSON, so it holds no newline.
 */
async function storedLines(
  db: IndexDb,
  machine: string,
  paths: readonly string[],
): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const marks = paths.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.all(
    `SELECT path, string_agg(CAST(line AS VARCHAR) || ' ' || json, chr(10)
       ORDER BY byte_offset) AS lines
     FROM records WHERE machine = $1 AND path IN (${marks}) GROUP BY path`,
    [machine, ...paths],
  );
  return new Map(rows.map((r) => [String(r.path), String(r.lines)]));
}

function parseStored(
  path: string,
  lines: string | undefined,
): Pick<ParsedRecord, 'envelope' | 'at'>[] {
  if (lines === undefined) return [];
  return lines.split('\n').flatMap((row) => {
    const space = row.indexOf(' ');
    // Stored records passed validation when read; checking again keeps the types honest.
    const checked = validateEnvelope(JSON.parse(row.slice(space + 1)));
    return checked.ok
      ? [{ envelope: checked.value, at: { file: path, line: Number(row.slice(0, space)) } }]
      : [];
  });
}
