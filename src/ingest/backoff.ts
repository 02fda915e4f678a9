// Reconnection delays: exponential with jitter so many viewers of one restarted server do not
// reconnect in lockstep.

export interface BackoffOptions {
  /** The first delay; a server's `retry:` field replaces it. */
  baseMs?: number;
  capMs?: number;
}

export const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 30_000 } as const;

/**
 * Delay before reconnect attempt `attempt` (0 = the first after a drop): the exponential step,
 * capped, of which a random half is kept ("equal jitter").
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const base = Math.max(options.baseMs ?? DEFAULT_BACKOFF.baseMs, 0);
  const cap = Math.max(options.capMs ?? DEFAULT_BACKOFF.capMs, base);
  const step = Math.min(cap, base * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(step / 2 + random() * (step / 2));
}
