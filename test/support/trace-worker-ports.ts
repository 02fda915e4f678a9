// Both sides of a trace held in a worker, driven in Node over real MessageChannels.
import type { Scheduler } from '../../src/store/trace-store';
import type { Port } from '../../src/trace-worker/protocol';

/** Batches are applied only when flushed: the worker's path and the page's apply the same batches. */
export const BY_HAND: Scheduler = { frame: () => {}, later: () => {} };

/** A `MessagePort` seen as the one port each side of a trace worker talks through. */
export function portOf<In, Out>(port: MessagePort): Port<In, Out> {
  return {
    postMessage: (m: Out, transfer: Transferable[] = []) => port.postMessage(m, transfer),
    set onmessage(handle: ((event: MessageEvent<In>) => void) | null) {
      port.onmessage = handle;
    },
    get onmessage() {
      return port.onmessage as ((event: MessageEvent<In>) => void) | null;
    },
  };
}
