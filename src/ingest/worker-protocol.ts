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
    }
  | { type: 'cancel'; jobId: number };

/** One post per batch: the records travel together as text, never one by one as objects. */
export interface BatchMessage {
  type: 'batch';
  jobId: number;
  fileIndex: number;
  records: WireRecords;
  diagnostics: Diagnostic[];
  /** Server events and comments of an SSE capture, placed among `records`. */
  placed?: PlacedItem[];
  bytesRead: number;
  totalBytes: number;
}

export type WorkerResponse =
  | BatchMessage
  | { type: 'done'; jobId: number; fileIndex: number; bytesRead: number; totalBytes: number }
  | { type: 'cancelled'; jobId: number; fileIndex: number }
  /** `reading`: the problem as data, when the worker knows it (a URL that could not be read). */
  | { type: 'error'; jobId: number; fileIndex: number; message: string; reading?: ReadingProblem };
