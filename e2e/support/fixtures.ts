// The PenguinHarness reference capture (fixtures/penguin-session-a) by name.
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('../../fixtures/penguin-session-a/', import.meta.url);

export const PARENT_ID = 'session-2026-12-02-09-53-13-b04b7031';
export const CHILD_ID = 'session-2026-12-02-09-53-22-f7775cf5';
export const PARENT_001 = `${PARENT_ID}_001.jsonl`;
export const PARENT_002 = `${PARENT_ID}_002.jsonl`;
export const CHILD_001 = `${CHILD_ID}_001.jsonl`;
export const TRACE_FILES = [PARENT_001, PARENT_002, CHILD_001] as const;

/** Valid records in each Trace file (= its lines: the capture has no bad line). */
export const RECORDS: Record<(typeof TRACE_FILES)[number], number> = {
  [PARENT_001]: 56,
  [PARENT_002]: 9,
  [CHILD_001]: 18,
};

export function fixturePath(name: string): string {
  return fileURLToPath(new URL(name, FIXTURES));
}
