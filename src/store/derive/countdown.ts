// The pure time logic of a live retry countdown (viewer clock).

/** Milliseconds left, never negative. */
export const remainingMs = (dueAt: number, now: number): number => Math.max(0, dueAt - now);

/** Whole seconds shown while counting: 1999 ms left reads 2, 0 reads 0. */
export const countdownSeconds = (left: number): number => Math.ceil(left / 1000);
