// What a redaction replaced, in the reader's words: "3 replaced (2 api_key, 1 email)". The command
// line says the same in English with replacedSummary (src/redact/report.ts).
import type { Catalog } from '../../i18n/catalogs';
import type { RedactionReport } from '../../redact/report';

export function replacedText({ total, counts }: RedactionReport, words: Catalog['redact']): string {
  const parts = Object.entries(counts).map(([kind, n]) => words.replacedKind(n, kind));
  return words.replaced(total, parts.join(words.listSeparator));
}
