/// <reference lib="webworker" />
import { resultBuffers } from './search-index';
import { createSearchRunner } from './search-runner';
import type { SearchRequest, SearchResponse } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

// A result's arrays move to the page; the worker builds new ones for every count.
const handle = createSearchRunner((message) =>
  self.postMessage(message, message.type === 'result' ? resultBuffers(message.result) : []),
);
self.onmessage = (event: MessageEvent<SearchRequest>) => handle(event.data);
self.postMessage({ type: 'ready', seq: 0 } satisfies SearchResponse);
