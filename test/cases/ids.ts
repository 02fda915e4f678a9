// Session ids in the producer's shape (PROTOCOL.md §10): session-YYYY-MM-DD-HH-mm-ss-<8hex>.
export const caseId = (hex: string): string =>
  `session-2026-12-02-10-00-00-${hex.padStart(8, '0')}`;
