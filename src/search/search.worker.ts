/// <reference lib="webworker" />
import { createCounterPool } from './kept-counter-pool';
import { resultBuffers } from './search-index';
import { createSearchRunner } from './search-runner';
import type { SearchRequest, SearchResponse } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Counters for the outputs kept in their file: one a core, past one core, up to four. */
const COUNTERS = Math.min(4, navigator.hardwareConcurrency || 1);
const startCounter = () =>
  new Worker(new URL('./kept-counter.worker.ts', import.meta.url), { type: 'module' });

// A result's arrays move to the page; the worker builds new ones for every count.
const handle = createSearchRunner(
  (message) =>
    self.postMessage(message, message.type === 'result' ? resultBuffers(message.result) : []),
  COUNTERS > 1 ? { counters: createCounterPool(startCounter, COUNTERS) } : {},
);
self.onmessage = (event: MessageEvent<SearchRequest>) => handle(event.data);
self.postMessage({ type: 'ready', seq: 0 } satisfies SearchResponse);
