// A document's reading diagnostics: the first ones kept to show, every one counted. A hostile
// stream can send a bad event every ten bytes; copying an ever-growing list per batch made 160,000
// of them take O(n²) and froze the page, so past the kept ones an append only counts.
import type { Diagnostic } from '../ingest/types';

/** As many as the panel lists; the rest are counted, like `validate --max-diagnostics`. */
export const KEPT_DIAGNOSTICS = 500;

export interface DiagnosticTally {
  /** The first `KEPT_DIAGNOSTICS`, in arrival order. */
  readonly kept: readonly Diagnostic[];
  readonly total: number;
  readonly errors: number;
}

export const EMPTY_TALLY: DiagnosticTally = { kept: [], total: 0, errors: 0 };

/** The tally with `more` added: copies at most the kept few, however many came before. */
export function addDiagnostics(
  tally: DiagnosticTally,
  more: readonly Diagnostic[],
): DiagnosticTally {
  if (more.length === 0) return tally;
  let errors = tally.errors;
  for (const d of more) if (d.severity === 'error') errors++;
  const room = KEPT_DIAGNOSTICS - tally.kept.length;
  const kept = room > 0 ? [...tally.kept, ...more.slice(0, room)] : tally.kept;
  return { kept, total: tally.total + more.length, errors };
}
