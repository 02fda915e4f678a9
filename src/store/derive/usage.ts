// Token figures: the context window and how full the last request left it.
import type { SessionKey, TraceState } from '../model';

/** `model_context_window` as a number: producers send 128000, "128000" or "128k". */
export function parseContextWindow(v: number | string | undefined): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const m = /^\s*([\d.]+)\s*([kKmM]?)\s*$/.exec(v.replace(/[,_]/g, ''));
  if (!m) return undefined;
  const n = Number(m[1]) * (m[2] === '' ? 1 : /k/i.test(m[2] ?? '') ? 1_000 : 1_000_000);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export interface Occupancy {
  used: number;
  window: number;
  /** used / window, not clamped: over 1 means the producer overflowed. */
  ratio: number;
}

/** The last request's total against the session's context window. */
export function contextOccupancy(t: TraceState, key: SessionKey): Occupancy | undefined {
  const s = t.sessions.get(key);
  const window = parseContextWindow(s?.meta?.model_context_window);
  if (!s || window === undefined) return undefined;
  const used =
    s.usageRequest === undefined ? undefined : t.requests.get(s.usageRequest)?.usage?.total;
  return used === undefined ? undefined : { used, window, ratio: used / window };
}
