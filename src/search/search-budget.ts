// How long counting one item may take before the pattern is called too slow for this trace.
// Matching is linear in the text (see matcher.ts), so the budget grows with the item's length:
// a fixed part (a first call also compiles re2js's code and builds its DFA: 100–300 ms on a
// 100 KB text), and a floor rate of 1 MB/s, where a plain pattern on a warm RE2 runs at 5–20
// MB/s and `[\s\S]{500}dog` at 0.03 MB/s. A pattern slower than that floor would also hold
// the page that highlights the same text.
const ITEM_MS = 250;
const MIN_CHARS_PER_MS = 1_000;
/** Timings of one item before it is called over budget: a busy machine slows a single one. */
const ITEM_TRIES = 3;

export function itemBudgetMs(chars: number): number {
  return ITEM_MS + chars / MIN_CHARS_PER_MS;
}

/**
 * A count timed by the wall clock, which also runs while the thread waits for a core (and a
 * first call warms the engine): one over budget is counted again, and only ITEM_TRIES overruns
 * in a row call it too slow (null).
 */
export function countInBudget<T>(attempt: () => { value: T; inBudget: boolean }): T | null {
  for (let t = 0; t < ITEM_TRIES; t++) {
    const counted = attempt();
    if (counted.inBudget) return counted.value;
  }
  return null;
}
