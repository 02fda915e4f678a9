// The turns of one session counted straight from its Trace records, apart from the reducer: a
// request_begin starts a turn unless the request before it failed in a way the engine retries
// (PROTOCOL.md §6); requests inside a compaction are the compaction's, not turns.
const RETRIED = new Set(['timeout', 'malformed', 'failed']);

export function turnsOf(lines: readonly string[]): number {
  let turns = 0;
  let retrying = false;
  let compacting = false;
  for (const line of lines) {
    if (!line.trim()) continue;
    const { type, payload: p } = JSON.parse(line) as {
      type: string;
      payload: { type?: string; status?: string };
    };
    if (type !== 'event_msg') continue;
    if (p.type === 'compaction_begin') compacting = true;
    if (p.type === 'compaction_end') compacting = false;
    if (p.type === 'request_begin' && !retrying && !compacting) turns += 1;
    if (p.type === 'request_end') retrying = RETRIED.has(p.status ?? '');
  }
  return turns;
}
