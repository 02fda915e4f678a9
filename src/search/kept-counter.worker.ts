/// <reference lib="webworker" />
import { serveKeptCounts } from './kept-counter';

declare const self: DedicatedWorkerGlobalScope;

serveKeptCounts(self);
