const TRACE_NAME = /^(session-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-[0-9a-f]{8})_(\d{3})\.jsonl$/;

/** `<sessionId>_<NNN>.jsonl` (PROTOCOL.md §10), or null for any other name. */
export function parseTraceFileName(name: string): { sessionId: string; index: number } | null {
  const m = TRACE_NAME.exec(name);
  return m?.[1] && m[2] ? { sessionId: m[1], index: Number(m[2]) } : null;
}
