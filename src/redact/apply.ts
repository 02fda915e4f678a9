import { pathText, stringFields, type Finding } from './scan';

export const replacementFor = (f: Pick<Finding, 'kind'>) => `[REDACTED:${f.kind}]`;

function redactString(value: string, findings: readonly Finding[]): string {
  let out = value;
  for (const f of [...findings].sort((a, b) => b.start - a.start))
    out = out.slice(0, f.start) + replacementFor(f) + out.slice(f.end);
  return out;
}

function setAt(record: unknown, segments: readonly (string | number)[], value: string): void {
  let node = record as Record<string | number, unknown>;
  for (const s of segments.slice(0, -1)) node = node[s] as Record<string | number, unknown>;
  const last = segments[segments.length - 1];
  if (last !== undefined) node[last] = value;
}

/**
 * The lines with the accepted findings replaced. A line with none is returned as it was, byte for
 * byte; a changed one is re-serialised with its key order kept and only string values changed,
 * so every record keeps its type and shape and still validates.
 */
export function redactLines(lines: readonly string[], accepted: readonly Finding[]): string[] {
  return lines.map((line, i) => {
    const mine = accepted.filter((f) => f.line === i + 1);
    if (mine.length === 0) return line;
    const record: unknown = JSON.parse(line);
    const root = { r: record };
    for (const [segments, value] of stringFields(record)) {
      const here = mine.filter((f) => f.path === pathText(segments));
      if (here.length > 0) setAt(root, ['r', ...segments], redactString(value, here));
    }
    return JSON.stringify(root.r);
  });
}

export interface RedactionReport {
  files: { file: string; findings: Finding[] }[];
  counts: Partial<Record<Finding['kind'], number>>;
  total: number;
}

export function redactionReport(findings: readonly Finding[]): RedactionReport {
  const files = [...new Set(findings.map((f) => f.file))].map((file) => ({
    file,
    findings: findings.filter((f) => f.file === file),
  }));
  const counts: RedactionReport['counts'] = {};
  for (const f of findings) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
  return { files, counts, total: findings.length };
}
