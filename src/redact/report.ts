import type { Catalog } from '../i18n/catalogs';
import type { Finding } from './scan';

export interface RedactionReport {
  files: { file: string; findings: Finding[] }[];
  counts: Partial<Record<Finding['kind'], number>>;
  total: number;
}

export function redactionReport(findings: readonly Finding[]): RedactionReport {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  const counts: RedactionReport['counts'] = {};
  for (const f of findings) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
  return {
    files: [...byFile].map(([file, list]) => ({ file, findings: list })),
    counts,
    total: findings.length,
  };
}

/** A finding as reports show it: where and what kind, never the secret itself. */
export const reportedFinding = ({ text: _text, id: _id, ...where }: Finding) => where;

/** "3 replaced (2 api_key, 1 email)", or "0 replaced": in the words of the app or the command line. */
export function replacedSummary(
  { total, counts }: RedactionReport,
  words: Catalog['redact'],
): string {
  const parts = (Object.entries(counts) as [Finding['kind'], number][]).map(([kind, n]) =>
    words.replacedKind(n, words.kinds[kind]),
  );
  return words.replaced(total, parts.join(words.listSeparator));
}
