import { englishOf } from '../problems/problem-text';
import type { ReadingProblem } from '../problems/reading-problem';
import type { Diagnostic, DiagnosticPlace, Severity } from './types';

/** A diagnostic with its English sentence made from its problem. */
export function diagnosticOf(
  place: DiagnosticPlace,
  severity: Severity,
  problem: ReadingProblem,
  excerpt?: string,
): Diagnostic {
  return {
    ...place,
    severity,
    reason: englishOf(problem),
    ...(excerpt !== undefined ? { excerpt } : {}),
    ...problem,
  };
}
