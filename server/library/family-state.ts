// A family's reducer state rebuilt from the records the index keeps, in the order the app loads
// the files (a session's rotations, then its children with their origin stamped), so nothing is
// read from the Trace folders again to re-derive it.
import { withOrigin } from '../../src/ingest/file-set';
import type { PlannedFile } from '../../src/ingest/types';
import { validateEnvelope } from '../../src/protocol/validate';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';
import type { LibrarySql } from './library-sql';

/**
 * Each family's reducer state, in the order given, handed to `use` one at a time. One query
 * fetches the records of every file of `families`: a query per family scans the records table
 * each time, which made a full index quadratic (and a round trip each dominates on a server).
 */
export async function forEachFamilyState(
  db: LibrarySql,
  machine: string,
  families: readonly (readonly PlannedFile[])[],
  pathOf: (p: PlannedFile) => string,
  use: (state: TraceState, index: number) => void,
): Promise<void> {
  const paths = [...new Set(families.flatMap((f) => f.map(pathOf)))];
  const marks = paths.map((_, i) => `$${i + 2}`).join(', ');
  // Each file's records as one text of `<line> <json>` lines: converting a value costs far
  // more than its bytes, and a record is one line of JSON, so it holds no newline.
  const byPath = new Map<string, string>();
  for (const row of paths.length === 0
    ? []
    : await db.all(
        `SELECT path, string_agg(CAST(line AS VARCHAR) || ' ' || json, chr(10)
           ORDER BY byte_offset) AS lines
         FROM records WHERE machine = $1 AND path IN (${marks}) GROUP BY path`,
        [machine, ...paths],
      ))
    byPath.set(String(row.path), String(row.lines));
  families.forEach((plan, index) => {
    const inputs: TraceInput[] = [];
    let last: string | undefined;
    for (const p of plan) {
      const path = pathOf(p);
      last = path;
      const lines = byPath.get(path);
      for (const row of lines === undefined ? [] : lines.split('\n')) {
        const space = row.indexOf(' ');
        // Stored records passed validation when read; checking again keeps the types honest.
        const checked = validateEnvelope(JSON.parse(row.slice(space + 1)));
        if (!checked.ok) continue;
        const at = { file: path, line: Number(row.slice(0, space)) };
        inputs.push({ kind: 'record', envelope: withOrigin(checked.value, p.origin), at });
      }
      byPath.delete(path);
    }
    // The files are read to their end, as `validate` and a dropped folder do.
    inputs.push({ kind: 'end', ...(last !== undefined ? { at: { file: last } } : {}) });
    use(applyInputs(initialTraceState(), inputs), index);
  });
}
