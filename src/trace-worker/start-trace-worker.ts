// A worker to hold one document's trace, and the page's client of it (trace-client.ts).
import type { ViewStore } from '../store/view-store';
import type { PageMessage, WorkerMessage } from './protocol';
import { createTraceClient, type TraceClient } from './trace-client';

export function startTraceWorker(view: ViewStore): TraceClient {
  const worker = new Worker(new URL('./trace.worker.ts', import.meta.url), { type: 'module' });
  const client = createTraceClient(
    {
      postMessage: (m: PageMessage, transfer: Transferable[] = []) =>
        worker.postMessage(m, transfer),
      set onmessage(handle: ((event: MessageEvent<WorkerMessage>) => void) | null) {
        worker.onmessage = handle;
      },
      get onmessage() {
        return worker.onmessage;
      },
    },
    view,
    () => worker.terminate(),
  );
  // What the worker did not catch itself (its script not loading, say): said as its own failure.
  worker.onerror = (event) => {
    event.preventDefault();
    client.crash(event.message || 'the worker did not start');
  };
  return client;
}
