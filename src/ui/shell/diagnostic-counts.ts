import type { DiagnosticTally } from '../../docs/diagnostic-tally';
import type { ViolationTally } from '../../store/derive/violation-window';

export interface Counts {
  errors: number;
  warnings: number;
}

export function countSeverities(diagnostics: DiagnosticTally, violations: ViolationTally): Counts {
  return {
    errors: diagnostics.errors + violations.errors,
    warnings: diagnostics.total - diagnostics.errors + violations.size - violations.errors,
  };
}
