import type { CounterWorker } from '../../src/search/kept-counter-pool';
import { serveKeptCounts } from '../../src/search/kept-counter';
import type { CounterRequest } from '../../src/search/kept-counter-protocol';

/**
 * A kept counter on the other end of a real message channel, as a worker would be: the same code
 * on both sides, in this realm. `asked` gets every request the pool posts it.
 */
export function channelCounter(asked: CounterRequest[] = []): CounterWorker {
  const { port1, port2 } = new MessageChannel();
  serveKeptCounts(port2 as unknown as Parameters<typeof serveKeptCounts>[0]);
  // Open ports would keep the test runner's process alive.
  (port1 as unknown as { unref(): void }).unref();
  (port2 as unknown as { unref(): void }).unref();
  const counter: CounterWorker = {
    postMessage(message, transfer) {
      asked.push(message);
      port1.postMessage(message, transfer);
    },
    onmessage: null,
    onerror: null,
    terminate() {
      port1.close();
      port2.close();
    },
  };
  port1.onmessage = (event) =>
    counter.onmessage?.(event as Parameters<NonNullable<CounterWorker['onmessage']>>[0]);
  return counter;
}
