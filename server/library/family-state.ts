// A family's reducer state rebuilt from the records the index keeps, in the order the app loads
// the files (a session's rotations, then its children with their origin stamped), so nothing is
// read from the Trace folders again to re-derive it.
import { withOrigin } from '../../src/ingest/file-set';
import type { PlannedFile } from '../../src/ingest/types';
import { validateEnvelope } from '../../src/protocol/validate';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';
import type { LibrarySql, SqlRow } from './library-sql';

export async function familyState(
  db: LibrarySql,
  machine: string,
  plan: readonly PlannedFile[],
  pathOf: (p: PlannedFile) => string,
): Promise<TraceState> {
  const inputs: TraceInput[] = [];
  const paths = plan.map(pathOf);
  // One query for the family's files (a round trip each would dominate on a server).
  const marks = paths.map((_, i) => `$${i + 2}`).join(', ');
  const byPath = new Map<string, SqlRow[]>();
  for (const row of paths.length === 0
    ? []
    : await db.all(
        `SELECT path, line, json FROM records WHERE machine = $1 AND path IN (${marks})
         ORDER BY path, byte_offset`,
        [machine, ...paths],
      )) {
    const rows = byPath.get(String(row.path));
    if (rows) rows.push(row);
    else byPath.set(String(row.path), [row]);
  }
  let last: string | undefined;
  for (const [i, p] of plan.entries()) {
    const path = paths[i] ?? '';
    last = path;
    for (const row of byPath.get(path) ?? []) {
      // Stored records passed validation when read; checking again keeps the types honest.
      const checked = validateEnvelope(JSON.parse(String(row.json)));
      if (!checked.ok) continue;
      const at = { file: path, line: Number(row.line) };
      inputs.push({ kind: 'record', envelope: withOrigin(checked.value, p.origin), at });
    }
  }
  // The files are read to their end, as `validate` and a dropped folder do.
  inputs.push({ kind: 'end', ...(last !== undefined ? { at: { file: last } } : {}) });
  return applyInputs(initialTraceState(), inputs);
}
