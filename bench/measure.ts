// Timing and memory helpers: best of a few runs, and heap growth after a forced GC.
export interface Timing {
  ms: number;
  result: unknown;
}

export function time<T>(fn: () => T, runs = 3): { ms: number; result: T } {
  let best = Infinity;
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = fn();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, result };
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Heap growth (MB) while `fn`'s result is alive; needs node --expose-gc for a clean figure. */
export function heapOf<T>(fn: () => T): { mb: number; result: T } {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const result = fn();
  gc?.();
  return { mb: (process.memoryUsage().heapUsed - before) / 2 ** 20, result };
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

/** With --json the table goes to stderr, leaving stdout to the one JSON object. */
export const jsonMode = process.argv.includes('--json');
export const log = (line: string): void => {
  if (jsonMode) process.stderr.write(`${line}\n`);
  else console.log(line);
};

export const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits });

export function row(name: string, value: string, baseline?: string, ratio?: number): void {
  const r = ratio === undefined ? '' : `  ×${fmt(ratio, 2)} of baseline`;
  log(
    `  ${name.padEnd(44)} ${value.padStart(16)}${baseline ? `   (baseline ${baseline})` : ''}${r}`,
  );
}
