import type { Diagnostic, ParsedRecord } from './types';
import type { BatchMessage, WorkerResponse } from './worker-protocol';

/**
 * Keeps the records that survive a structured clone; each one that does not (nested tens of
 * thousands deep: cloning recurses) becomes an error naming its line.
 */
export function withoutUncloneable(
  records: readonly ParsedRecord[],
  diagnostics: readonly Diagnostic[],
): { records: ParsedRecord[]; diagnostics: Diagnostic[] } {
  const kept: ParsedRecord[] = [];
  const more = diagnostics.slice();
  for (const record of records) {
    try {
      structuredClone(record);
      kept.push(record);
    } catch {
      more.push({
        file: record.at.file,
        line: record.at.line,
        severity: 'error',
        reason: 'record nested too deep to pass to the page; skipped',
      });
    }
  }
  return { records: kept, diagnostics: more };
}

/**
 * Posts a batch; when its clone fails, posts it again without the records that cannot be cloned,
 * so one hostile record does not cost the whole file. The check runs only after a failure.
 */
export function postBatch(post: (message: WorkerResponse) => void, message: BatchMessage): void {
  try {
    post(message);
  } catch {
    post({ ...message, ...withoutUncloneable(message.records, message.diagnostics) });
  }
}
