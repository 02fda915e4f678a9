/// <reference lib="webworker" />
import { createSearchRunner } from './search-runner';
import type { SearchRequest, SearchResponse } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const handle = createSearchRunner((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<SearchRequest>) => handle(event.data);
self.postMessage({ type: 'ready', seq: 0 } satisfies SearchResponse);
