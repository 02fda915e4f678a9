// Work that can wait runs when the browser is idle, or after `timeoutMs` at the latest.

/** Runs `cb` once the page is idle; the returned function cancels it. */
export function whenIdle(cb: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(cb, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(cb, 1);
  return () => clearTimeout(id);
}
