// Between the search worker and its kept counters (kept-counter.ts): each counter reads back
// and counts its share of the outputs kept in their file.
import type { KeptValue } from '../protocol/kept-value';
import type { KeptCountEnd } from './kept-counts';
import type { SearchQuery } from './matcher';

export type CounterRequest =
  /** The files kept values point into, by nonce (ingest/kept-files.ts). */
  | { type: 'files'; files: [string, Blob][] }
  | { type: 'count'; job: number; query: SearchQuery; refs: KeptValue[] }
  /** The query counted is no longer wanted. */
  | { type: 'stop'; job: number };

export type CounterAnswer =
  /** A slice was counted: the search tells the page it is still going. */
  | { type: 'progress'; job: number }
  /** Each ref's count in the order asked, -1 where none was made (stopped, too slow). */
  | { type: 'counted'; job: number; end: KeptCountEnd; counts: Int32Array }
  /** Counting threw: the pool gives its counters up and counts in its own realm. */
  | { type: 'failed'; job: number; error: string };

/** The side of a worker or port each end posts through and hears from. */
export interface CounterPort<In, Out> {
  postMessage(message: Out, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
}
