import type { ReadingProblem } from '../problems/reading-problem';
import type { Diagnostic, PlacedItem } from './types';
import type { WireRecords } from './wire-records';

/** A file to stream. Pasted text travels as a File too (made on the main thread). */
export type JobSource = { kind: 'file'; file: File } | { kind: 'url'; url: string };

export type WorkerRequest =
  | {
      type: 'parse';
      jobId: number;
      fileIndex: number;
      name: string;
      source: JobSource;
      origin: string[];
      /** Longer lines are skipped with a diagnostic (characters). */
      maxLineLength: number;
      /** Names a file source on the page: its long images stay in it (kept-values.ts). */
      keep?: string;
      /**
       * Where this file's records go instead of the page: a port to the trace worker of the
       * document they belong to (`engine=worker`). Sent once, with the first file it takes; later
       * files of the same document name it by `id`.
       */
      feed?: { id: number; port?: MessagePort };
    }
  | { type: 'cancel'; jobId: number };

/** One post per batch: the records travel together as text, never one by one as objects. */
export interface BatchMessage {
  type: 'batch';
  jobId: number;
  fileIndex: number;
  /** Absent when the request named a feed: the records went there, and the page never sees them. */
  records?: WireRecords;
  /** How many records the batch holds, wherever they went. */
  count: number;
  /** The `subagent` pointers among them (the page groups files into documents by them). */
  pointers: string[];
  diagnostics: Diagnostic[];
  /** Server events and comments of an SSE capture, placed among `records` (sent with them). */
  placed?: PlacedItem[];
  bytesRead: number;
  totalBytes: number;
}

/**
 * What a parse worker posts to a feed (a trace worker's port), one per batch of a file that
 * named it, before it tells the page of the batch.
 */
export interface FeedBatch {
  records: WireRecords;
  placed?: PlacedItem[];
}

export type WorkerResponse =
  | BatchMessage
  | { type: 'done'; jobId: number; fileIndex: number; bytesRead: number; totalBytes: number }
  | { type: 'cancelled'; jobId: number; fileIndex: number }
  /** `reading`: the problem as data, when the worker knows it (a URL that could not be read). */
  | { type: 'error'; jobId: number; fileIndex: number; message: string; reading?: ReadingProblem };
