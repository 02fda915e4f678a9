/// <reference lib="webworker" />
import { createJobRunner } from './parse-job';
import type { WorkerRequest } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const handle = createJobRunner((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<WorkerRequest>) => handle(event.data);
