// The recording's clock: where a trace is not watched live (a file, a replay, a moment of time
// travel), "now" is the time of its latest record, never the viewer's wall clock, so a call
// still open then reads how long it had been open then.
import type { TraceState } from '../model';

/** The latest record time of any session (ms since the epoch); undefined before any. */
export function recordedNow(t: TraceState): number | undefined {
  let latest: number | undefined;
  for (const s of t.sessions.values()) {
    const at = s.lastTimestamp === undefined ? NaN : Date.parse(s.lastTimestamp);
    if (Number.isFinite(at) && (latest === undefined || at > latest)) latest = at;
  }
  return latest;
}
