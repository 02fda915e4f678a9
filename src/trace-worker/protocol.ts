// What the page and the trace worker say to each other (docs/architecture.md, stages 3 and 4). The
// page sends envelopes, its reader's choices and the views it follows, and hands the worker the
// port a parse worker writes a load's records into (ingest/worker-protocol.ts, `FeedBatch`); the
// worker answers with one message per applied batch: the rows that changed, the filter counts if
// they changed, and the views whose answer changed. Everything here is structured-cloneable (sets
// and maps included) or transferred (the feed's port).
import type { FilterCounts } from '../store/filters/filter-index';
import type { TraceInput } from '../store/model';
import type { Row } from '../store/rows';
import type { RowStep } from '../store/rows-source';
import type { ViewState } from '../store/view-store';
import type { ThinSpans } from '../timeline/thin';
import type { TrackView } from '../timeline/thinned';
import type { Task, TimelineLayout } from '../timeline/types';

/**
 * The task a timeline shows, and its layout (none while the trace has no task) without its
 * settled spans (`withoutSettled`): those are thinned in the worker, and only what the track
 * draws crosses (`DrawnBars`).
 */
export interface ShownTask {
  index: number;
  layout: TimelineLayout | undefined;
  /** How many spans the whole layout holds. */
  spans: number;
}

/** The settled bars and blocks the track draws in the view asked `ask`-th (`drawnIn`). */
export interface DrawnBars {
  ask: number;
  thin: ThinSpans;
}

/** What the worker's rows depend on of the reader's view. */
export type RowChoices = Pick<ViewState, 'collapsed' | 'internalsShown' | 'focus' | 'filters'>;

export type PageMessage =
  | { type: 'inputs'; inputs: readonly TraceInput[] }
  /** A port a parse worker posts a load's records to (`FeedBatch`), decoded and applied here. */
  | { type: 'feed'; port: MessagePort }
  /**
   * A load's feeds end after `batches` batches in all: the page heard of that many. What the
   * page posts after this waits until they have come (a load's end follows its records), and
   * what comes after them (a cancelled load's parse worker may have sent a few more) is left out.
   */
  | { type: 'feed-end'; batches: number }
  /** Apply what is queued now (a load's end) rather than at the next tick. */
  | { type: 'flush' }
  | { type: 'choices'; choices: RowChoices }
  /** Follow a view: answer it now, and again after any batch that changes its answer. */
  | { type: 'watch'; key: string; name: string; args: readonly unknown[] }
  | { type: 'unwatch'; key: string }
  /** Follow a long list of trace-lists.ts: sent now, and after a batch as the change (a splice). */
  | { type: 'watchList'; key: string; name: string; args: readonly unknown[] }
  | { type: 'unwatchList'; key: string }
  /**
   * Follow the timeline at its pace: its tasks as changes, the layout of `task` (null: the last),
   * and what its track draws in `track`, the view asked `ask`-th, once there is one.
   */
  | { type: 'watchTimeline'; key: string; task: number | null; ask: number; track?: TrackView }
  /** The track of the timeline followed as `key` now shows `track`: what it draws, asked anew. */
  | { type: 'timelineTrack'; key: string; ask: number; track: TrackView }
  | { type: 'unwatchTimeline'; key: string }
  /** A handler's question, answered once. */
  | { type: 'ask'; id: number; name: string; args: readonly unknown[] }
  /** The next (or previous) turn, error or repeat from a row of the rows posted, answered once. */
  | { type: 'step'; id: number; way: RowStep; from: number; back: boolean }
  /**
   * Feed the search worker at the channel's other end (search-feed.ts), instead of the last one
   * fed; null: feed none (the search worker was ended).
   */
  | { type: 'search-feed'; port: MessagePort | null };

/** Rows `start`…`start + deleted` of the last list are replaced by `rows`; the list is `length` long. */
export interface ListSplice<T> {
  start: number;
  deleted: number;
  rows: readonly T[];
  length: number;
}

export type RowSplice = ListSplice<Row>;

export type WorkerMessage =
  | {
      type: 'batch';
      rows?: RowSplice;
      counts?: FilterCounts;
      /** The views followed whose answer changed, by key. */
      answers: readonly (readonly [string, unknown])[];
      /** The long lists followed that changed, by key: what changed of each. */
      lists?: readonly (readonly [string, ListSplice<unknown>])[];
    }
  /**
   * The timeline followed as `key` moved on: what changed of its tasks, the shown task's layout
   * and what its track draws in the last view asked.
   */
  | {
      type: 'timeline';
      key: string;
      tasks: ListSplice<Task> | null;
      shown: ShownTask;
      drawn?: DrawnBars;
    }
  /** What the track of the timeline followed as `key` draws in a view it asked. */
  | { type: 'timelineDrawn'; key: string; drawn: DrawnBars }
  | { type: 'answer'; id: number; answer: unknown }
  | { type: 'failed'; id: number; message: string }
  /** Something the worker did threw (applying a batch, following a view): its trace stops here. */
  | { type: 'crashed'; message: string };

/** The one port each side talks through: a worker, its global scope, or a MessagePort in tests. */
export interface Port<In, Out> {
  /** `transfer`: what moves rather than being copied (a MessagePort must). */
  postMessage(message: Out, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
}
