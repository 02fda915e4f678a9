import type { DiagnosticTally } from '../../docs/diagnostic-tally';
import type { Violation } from '../../store/model';
import type { PVec } from '../../store/pvec';

export interface Counts {
  errors: number;
  warnings: number;
}

export function countSeverities(
  diagnostics: DiagnosticTally,
  violations: PVec<Violation> | Iterable<Violation>,
): Counts {
  let errors = diagnostics.errors;
  let warnings = diagnostics.total - diagnostics.errors;
  for (const { severity } of violations)
    if (severity === 'error') errors++;
    else warnings++;
  return { errors, warnings };
}
