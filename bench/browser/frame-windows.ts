// A p95 frame over a whole stream is one number from a bimodal spread (16.7 or 33.3 ms as one or
// two per cent of frames go over a vsync): the p95 of each stretch of the stream shows how much
// that number moves within one run, before comparing it with another build's.
import { percentile } from '../measure';

/** The p95 of each consecutive `windowMs` of frames (a last, shorter stretch included). */
export function p95ByWindow(frames: readonly number[], windowMs: number): number[] {
  const out: number[] = [];
  let window: number[] = [];
  let elapsed = 0;
  for (const f of frames) {
    window.push(f);
    elapsed += f;
    if (elapsed >= windowMs) {
      out.push(percentile(window, 95));
      window = [];
      elapsed = 0;
    }
  }
  if (window.length > 0) out.push(percentile(window, 95));
  return out;
}
