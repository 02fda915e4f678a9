/// <reference lib="webworker" />
import { createRedactRunner, type RedactRequest } from './redact-job';

declare const self: DedicatedWorkerGlobalScope;

const handle = createRedactRunner((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<RedactRequest>) => handle(event.data);
