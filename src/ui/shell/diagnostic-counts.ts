import type { Diagnostic } from '../../ingest/types';
import type { Violation } from '../../store/model';
import type { PVec } from '../../store/pvec';

export interface Counts {
  errors: number;
  warnings: number;
}

export function countSeverities(
  diagnostics: readonly Diagnostic[],
  violations: PVec<Violation> | Iterable<Violation>,
): Counts {
  let errors = 0;
  let warnings = 0;
  for (const { severity } of [...diagnostics, ...violations])
    if (severity === 'error') errors++;
    else warnings++;
  return { errors, warnings };
}
