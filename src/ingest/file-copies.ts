// The same Trace file found twice (two folders holding a copy of one session, or a copy saved
// under another name) is one file: read both and every turn, request and token of it counts twice.
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
 * Which of two copies stays: the one named `<sessionId>_<NNN>.jsonl`, as PenguinHarness names
 * the file it writes; then the larger, as a copy taken while the session ran is cut short of the
 * other; equal ones by path, then by position, so the index and the app (and every run of
 * either) keep the same one.
 */
function keptFirst(a: FileMeta, b: FileMeta): number {
  const named =
    Number(parseTraceFileName(b.name) !== null) - Number(parseTraceFileName(a.name) !== null);
  if (named !== 0) return named;
  if (a.size !== b.size) return b.size - a.size;
  const byPath = whereOf(a).localeCompare(whereOf(b));
  return byPath !== 0 ? byPath : a.fileIndex - b.fileIndex;
}

/**
 * Which file `f` is a copy of, as a key shared by its copies: the name `<sessionId>_<NNN>.jsonl`,
 * which gives the session id and rotation (rotations of one session are different files); or,
 * for a file found to hold another's bytes (`sameBytesAs`), that file's key. A file of another
 * name holding no other's bytes is its own.
 */
function copyKey(f: FileMeta, byIndex: ReadonlyMap<number, FileMeta>): string {
  let at = f;
  // Each link points to a file met earlier (same-bytes.ts): the walk ends; the bound is a guard.
  for (let hops = 0; at.sameBytesAs !== undefined && hops < byIndex.size; hops += 1) {
    const next = byIndex.get(at.sameBytesAs);
    if (!next) break;
    at = next;
  }
  return parseTraceFileName(at.name) ? `name:${at.name}` : `file:${at.fileIndex}`;
}

/** Copies of one Trace file (`copyKey`): each copy left out, with the one kept instead. */
export function leftOutCopies(files: readonly FileMeta[]): LeftOutCopy[] {
  const byIndex = new Map(files.map((f) => [f.fileIndex, f]));
  const copies = new Map<string, FileMeta[]>();
  for (const f of files) {
    const key = copyKey(f, byIndex);
    const same = copies.get(key);
    if (same) same.push(f);
    else copies.set(key, [f]);
  }
  return [...copies.values()].flatMap((same) => {
    // Most files are found once: nothing to sort or leave out.
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
