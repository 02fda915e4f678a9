import type { TraceInput } from '../store/model';

/** The longest a loading document waits before showing rows already read (ms). */
export const MAX_GAP_MS = 1000;
const MIN_GAP_MS = 50;

/**
 * How long to hold rows after `elapsed` ms of loading: a quarter of it, so the applies of a long
 * load thin out (each costs work proportional to the rows already there — derived figures, the
 * list's layout — besides the new records), within 50 ms and a second.
 */
export function gapAfter(elapsed: number): number {
  return Math.min(MAX_GAP_MS, Math.max(MIN_GAP_MS, elapsed / 4));
}

export interface LoadPacer {
  push(inputs: readonly TraceInput[]): void;
  /** Hands over everything held now (end of the load, cancel). */
  flush(): void;
}

/**
 * Feeds a loading document's store in growing steps: the first inputs at once for the first
 * screen, later ones gathered and handed over at most every `gapAfter(elapsed)`, so the store
 * applies a few large batches instead of one small batch per frame.
 */
export function createLoadPacer(deliver: (inputs: TraceInput[]) => void): LoadPacer {
  let held: TraceInput[] = [];
  let started: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (held.length === 0) return;
    const inputs = held;
    held = [];
    deliver(inputs);
  };
  return {
    push(inputs) {
      if (inputs.length === 0) return;
      if (started === undefined) {
        started = Date.now();
        deliver([...inputs]);
        return;
      }
      for (const i of inputs) held.push(i);
      timer ??= setTimeout(flush, gapAfter(Date.now() - started));
    },
    flush,
  };
}
