// The records the team store holds of one file, for a family whose file is no longer on the
// ingesting machine's disk as it was read (deleted, moved or rewritten since): the store is then
// the only copy, and the family keeps that file's figures.
import type { ParsedRecord } from '../../src/ingest/types';
import { validateEnvelope } from '../../src/protocol/validate';
import type { LibrarySql } from './library-sql';

export async function storedRecords(
  db: LibrarySql,
  machine: string,
  path: string,
): Promise<Pick<ParsedRecord, 'envelope' | 'at'>[]> {
  const rows = await db.all(
    'SELECT line, json FROM records WHERE machine = $1 AND path = $2 ORDER BY byte_offset',
    [machine, path],
  );
  return rows.flatMap((r) => {
    // Stored records passed validation when read; checking again keeps the types honest.
    const checked = validateEnvelope(JSON.parse(String(r.json)));
    return checked.ok
      ? [{ envelope: checked.value, at: { file: path, line: Number(r.line) } }]
      : [];
  });
}
