// The search worker fed from the worker holding the trace (`engine=worker`, docs/architecture.md
// stage 5): the page hands both workers the ends of one MessageChannel, and the index feed's
// updates go through it, so the texts never pass through the page. The feed is the page's own
// (search/index-feed.ts), paced here as the page paces it: a few times a second, in parts, so the
// worker answers the page's views between them.
import { indexFeedsOf } from '../search/index-feed';
import { updateRequest } from '../search/packed-entries';
import type { FeedUpdate } from '../search/worker-protocol';
import type { TraceStore } from '../store/trace-store';

/** The end of the channel the updates go through (a MessagePort, or a stand-in in tests). */
export interface FeedPort {
  postMessage(update: FeedUpdate, transfer: Transferable[]): void;
  close(): void;
}

/** After the trace changed, the wait before its changes are fed (ms): batches gather. */
const FEED_MS = 150;
/** Items read per part: a millisecond's work or a few. */
const FEED_BUDGET = 5_000;
/** Time a run of parts may take before the page's questions are answered (ms). */
const TASK_MS = 16;

/** Feeds `port` every item now, then what each change of the trace changed; returns the stop. */
export function feedSearch(trace: Pick<TraceStore, 'subscribe' | 'getState'>, port: FeedPort) {
  const feed = indexFeedsOf(trace).create();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const push = () => {
    timer = null;
    const start = performance.now();
    let update;
    do {
      update = feed(FEED_BUDGET);
      if (!update) return;
      const { request, transfer } = updateRequest(update);
      port.postMessage(request, transfer);
    } while (update.more && performance.now() - start < TASK_MS);
    if (update.more) timer = setTimeout(push, 0);
  };
  const unsubscribe = trace.subscribe(() => {
    timer ??= setTimeout(push, FEED_MS);
  });
  push();
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    port.close();
  };
}
