// A family's reducer state rebuilt from the records the index keeps, in the order the app loads
// the files (a session's rotations, then its children with their origin stamped), so nothing is
// read from the Trace folders again to re-derive it.
import { withOrigin } from '../../src/ingest/file-set';
import type { PlannedFile } from '../../src/ingest/types';
import { validateEnvelope } from '../../src/protocol/validate';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';
import type { LibrarySql } from './library-sql';

export async function familyState(
  db: LibrarySql,
  machine: string,
  plan: readonly PlannedFile[],
  pathOf: (p: PlannedFile) => string,
): Promise<TraceState> {
  const inputs: TraceInput[] = [];
  let last: string | undefined;
  for (const p of plan) {
    const path = pathOf(p);
    last = path;
    const rows = await db.all(
      'SELECT line, json FROM records WHERE machine = $1 AND path = $2 ORDER BY byte_offset',
      [machine, path],
    );
    for (const row of rows) {
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
