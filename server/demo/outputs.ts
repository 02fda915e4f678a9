import type { DemoCompiler, Scope } from './compile';

export interface OutputRun {
  ref: string;
  output: string;
  chunks: string[];
}

/**
 * Outputs of concurrently running tools: their deltas interleave at random, and they complete in
 * the order listed (completion order, not call order: PROTOCOL.md §9). A run never sends its last
 * piece before every run listed ahead of it has completed.
 */
export function streamOutputs(c: DemoCompiler, scope: Scope, runs: readonly OutputRun[]): void {
  const { rng } = c.ctx;
  const queues = runs.map((r) => ({
    at: { callId: c.callId(r.ref), ...(scope.origin ? { origin: scope.origin } : {}) },
    output: r.output,
    chunks: [...r.chunks],
  }));
  let next = 0;
  while (next < queues.length) {
    const head = queues[next];
    if (!head) break;
    if (head.chunks.length === 0) {
      c.wait(20, 60);
      c.outputPiece(head.at, 'stop', '');
      c.outputDone(head.at, head.output);
      next++;
      continue;
    }
    const ready = queues.slice(next).filter((q, i) => q.chunks.length > (i === 0 ? 0 : 1));
    const q = ready[Math.floor(rng() * ready.length)] ?? head;
    c.wait(60, 320);
    c.outputPiece(q.at, 'delta', q.chunks.shift() ?? '');
  }
}
