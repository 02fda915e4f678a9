// Reconnection delays: exponential with jitter so many viewers of one restarted server do not
// reconnect in lockstep.

export interface BackoffOptions {
  /** The first delay; a server's `retry:` field replaces it. */
  baseMs?: number;
  capMs?: number;
  /** No delay is shorter (jitter included). */
  floorMs?: number;
}

export const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 30_000 } as const;

/** The least a server's `retry:` counts for: `retry: 0` must not turn into a reconnect storm. */
export const MIN_RETRY_MS = 1000;

/**
 * Backoff from a server's `retry:` value: floored at MIN_RETRY_MS, it is the first delay and the
 * shortest one, growing from there like the default.
 */
export function serverRetryBackoff(retryMs: number, options: BackoffOptions = {}): BackoffOptions {
  const base = Math.max(retryMs, MIN_RETRY_MS);
  return { ...options, baseMs: base, floorMs: base };
}

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
  return Math.max(options.floorMs ?? 0, Math.round(step / 2 + random() * (step / 2)));
}
