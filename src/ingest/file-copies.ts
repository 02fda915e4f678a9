// The same Trace file found twice (two folders holding a copy of one session) is one file: read
// both and every turn, request and token of it counts twice.
import { diagnosticOf } from './diagnostic-of';
import { parseTraceFileName } from './trace-name';
import type { Diagnostic, FileMeta } from './types';

export interface LeftOutCopy {
  kept: FileMeta;
  left: FileMeta;
}

/** Where a file was found, as a reader would name it. */
export const whereOf = (file: FileMeta): string => file.path ?? file.name;

/**
 * Which of two copies stays: the larger, as a copy taken while the session ran is cut short of
 * the other; equal ones by path, then by position, so the index and the app (and every run of
 * either) keep the same one.
 */
function keptFirst(a: FileMeta, b: FileMeta): number {
  if (a.size !== b.size) return b.size - a.size;
  const byPath = whereOf(a).localeCompare(whereOf(b));
  return byPath !== 0 ? byPath : a.fileIndex - b.fileIndex;
}

/**
 * Copies of one Trace file: the same session id and rotation number, which only its name
 * `<sessionId>_<NNN>.jsonl` gives (rotations of one session are different files, and files of
 * other names cannot be told to be copies). Each copy left out, with the one kept instead.
 */
export function leftOutCopies(files: readonly FileMeta[]): LeftOutCopy[] {
  const copies = new Map<string, FileMeta[]>();
  for (const f of files) {
    if (!parseTraceFileName(f.name)) continue;
    const same = copies.get(f.name);
    if (same) same.push(f);
    else copies.set(f.name, [f]);
  }
  return [...copies.values()].flatMap((same) => {
    // Most names are found once: nothing to sort or leave out.
    if (same.length === 1) return [];
    const [kept, ...left] = same.sort(keptFirst);
    return kept ? left.map((l) => ({ kept, left: l })) : [];
  });
}

/** The files without the copies left out. */
export function withoutCopies(files: readonly FileMeta[]): FileMeta[] {
  const left = new Set(leftOutCopies(files).map((c) => c.left.fileIndex));
  return files.filter((f) => !left.has(f.fileIndex));
}

/** What the reader is told of a copy left out, on `file` (the copy the reader can look at). */
export const copyLeftOut = ({ kept, left }: LeftOutCopy, file: string): Diagnostic =>
  diagnosticOf({ file }, 'warning', {
    code: 'copy-left-out',
    params: { kept: whereOf(kept), left: whereOf(left) },
  });
