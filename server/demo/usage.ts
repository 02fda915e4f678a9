import type { JsonObject } from '../../src/protocol/types';
import { between, type Rng } from './random';

interface Counts {
  cache_read: number;
  cache_write: number;
  output: number;
  total: number;
}

const zero = (): Counts => ({ cache_read: 0, cache_write: 0, output: 0, total: 0 });

/** Token accounting of one session: cumulative counts and the size of the cached context. */
export class DemoUsage {
  private session = zero();
  private context = 0;
  private output = 0;

  constructor(private readonly baseContext = 6200) {}

  addOutput(tokens: number): void {
    this.output += tokens;
  }

  /** The `token_usage` payload closing the current request; resets the request's output. */
  close(rng: Rng): JsonObject {
    const fresh = this.context === 0 ? this.baseContext : between(rng, 90, 700);
    const request: Counts = {
      cache_read: this.context,
      cache_write: fresh,
      output: this.output,
      total: this.context + fresh + this.output,
    };
    this.context += fresh + this.output;
    this.output = 0;
    for (const k of ['cache_read', 'cache_write', 'output', 'total'] as const)
      this.session[k] += request[k];
    return { type: 'token_usage', session: { ...this.session }, request: { ...request } };
  }

  /** The counts as they are now, to compile a loop again from where it started. */
  copy(): DemoUsage {
    const twin = new DemoUsage(this.baseContext);
    twin.session = { ...this.session };
    twin.context = this.context;
    twin.output = this.output;
    return twin;
  }

  get contextTokens(): number {
    return this.context;
  }

  /** After a compaction the context is the base prompt plus the summary. */
  compacted(summaryTokens: number): void {
    this.context = this.baseContext + summaryTokens;
  }
}
