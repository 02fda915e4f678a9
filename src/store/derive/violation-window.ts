// The problems list as its panel and the header read it: how many and how many errors, and a
// window of the list. A trace held in a worker answers these rather than the whole list, which
// can be long and does not cross to the page (docs/architecture.md, stage 3).
import type { TraceState, Violation } from '../model';
import type { PVec } from '../pvec';

export interface ViolationTally {
  size: number;
  errors: number;
}

/** Kept per list: the list is replaced, never changed, when a problem is added. */
const tallies = new WeakMap<PVec<Violation>, ViolationTally>();

export function violationTally(t: TraceState): ViolationTally {
  let tally = tallies.get(t.violations);
  if (!tally) {
    let errors = 0;
    for (const { severity } of t.violations) if (severity === 'error') errors++;
    tallies.set(t.violations, (tally = { size: t.violations.size, errors }));
  }
  return tally;
}

/** Problems `from` to `to` (not included), in the order they were found. */
export function violationsWindow(t: TraceState, from: number, to: number): Violation[] {
  const shown: Violation[] = [];
  for (let i = Math.max(0, from); i < Math.min(to, t.violations.size); i++)
    shown.push(t.violations.get(i) as Violation);
  return shown;
}
