/// <reference lib="webworker" />
import { createSearchRunner } from './search-runner';
import type { SearchRequest } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const handle = createSearchRunner((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<SearchRequest>) => handle(event.data);
