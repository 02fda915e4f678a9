/// <reference lib="webworker" />
// The worker that holds one document's trace (`engine=worker`; trace-host.ts).
import type { PageMessage, WorkerMessage } from './protocol';
import { serveTrace } from './trace-host';

declare const self: DedicatedWorkerGlobalScope;

serveTrace({
  postMessage: (message: WorkerMessage) => self.postMessage(message),
  set onmessage(handle: ((event: MessageEvent<PageMessage>) => void) | null) {
    self.onmessage = handle;
  },
  get onmessage() {
    return self.onmessage;
  },
});
