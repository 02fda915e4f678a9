// Every table of an index or team store, each in a set order: an index a refresh left must equal
// one built whole from the same files, row for row.
import type { LibrarySql } from '../../server/library/library-sql';

const ORDER: Record<string, string> = {
  files: 'path',
  subagent_pointers: 'path, child_session_id',
  bad_lines: 'path, line',
  records: 'path, byte_offset',
  sessions: 'session_id',
  requests: 'session_id, ordinal',
  tool_calls: 'session_id, ordinal',
  messages: 'session_id, ordinal',
  events: 'session_id, ordinal',
};

/** Each table's rows; `records` only where the index keeps them (the team store). */
export async function tables(sql: LibrarySql, keepsRecords: boolean) {
  const out: Record<string, unknown> = {};
  for (const [table, order] of Object.entries(ORDER))
    if (table !== 'records' || keepsRecords)
      out[table] = await sql.all(`SELECT * FROM ${table} ORDER BY ${order}`);
  return out;
}
