// Files with lines that are not valid records: how many, and the first few with their reason.
import type { LibrarySql } from '../library-sql';

export interface BadLinesFile {
  path: string;
  badLines: number;
  first: { line: number; reason: string }[];
}

const LIMIT = 200;
const FIRST = 3;

export async function badLinesQuery(sql: LibrarySql): Promise<BadLinesFile[]> {
  const files = await sql.all(
    `SELECT path, bad_lines FROM files WHERE bad_lines > 0 ORDER BY bad_lines DESC, path LIMIT ${LIMIT}`,
  );
  const out: BadLinesFile[] = [];
  for (const f of files) {
    const lines = await sql.all(
      `SELECT line, reason FROM bad_lines WHERE path = $1 ORDER BY line LIMIT ${FIRST}`,
      [String(f.path)],
    );
    out.push({
      path: String(f.path),
      badLines: Number(f.bad_lines),
      first: lines.map((l) => ({ line: Number(l.line), reason: String(l.reason) })),
    });
  }
  return out;
}
