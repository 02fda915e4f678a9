// A Trace file rebuilt from what the index holds of it, so a session opens whole wherever its
// files are (a team store's live on the agent machines). Each record's line is stored as read
// (`records.json`), so valid records come back byte for byte, each at its own line number: the
// record links `<file name>:<line>` a search hit opens still point at it. What is not stored
// whole becomes an empty line, which readers skip: a bad line longer than its excerpt, a blank
// line. A torn last line was never read (it waits for its newline), so the file ends before it.
// Line ends come back as LF and a byte order mark is not kept; the reader ignores both.
import { excerptIsWhole } from '../../src/ingest/parse-jsonl';
import type { LibrarySql } from './library-sql';

export interface StoredLine {
  /** 1-based, as the index counted lines when reading the file. */
  line: number;
  /** The line's text, or null when only part of it is stored. */
  text: string | null;
}

/** The file's lines, each at its number, up to `linesRead` (the lines the index has read). */
export function traceFileText(lines: readonly StoredLine[], linesRead: number): string {
  const out: string[] = [];
  for (const { line, text } of lines) {
    while (out.length < line - 1) out.push('');
    out.push(text ?? '');
  }
  while (out.length < linesRead) out.push('');
  return out.map((l) => `${l}\n`).join('');
}

/**
 * The file `path` of `machine` as the index holds it, or undefined when the index holds no such
 * file. One statement, so the team store answers from one snapshot even while an ingest commits.
 */
export async function rebuiltFile(
  sql: LibrarySql,
  machine: string,
  path: string,
): Promise<string | undefined> {
  const rows = await sql.all(
    `SELECT 'file' AS part, lines_read AS line, 0 AS byte_offset, NULL AS text
       FROM files WHERE machine = $1 AND path = $2
     UNION ALL
     SELECT 'record', line, byte_offset, json FROM records WHERE machine = $1 AND path = $2
     UNION ALL
     SELECT 'bad', line, 0, excerpt FROM bad_lines WHERE machine = $1 AND path = $2
     ORDER BY line, byte_offset`,
    [machine, path],
  );
  const file = rows.find((r) => r.part === 'file');
  if (!file) return undefined;
  const lines = rows.flatMap((r): StoredLine[] => {
    if (r.part === 'file') return [];
    const text = typeof r.text === 'string' ? r.text : null;
    const whole = r.part === 'record' || (text !== null && excerptIsWhole(text));
    return [{ line: Number(r.line), text: whole ? text : null }];
  });
  return traceFileText(lines, Number(file.line));
}
