// Files the library will not read, and why: they are listed on the library page instead.
import { open } from 'node:fs/promises';
import { englishOf } from '../../src/problems/problem-text';
import type { ReadingProblem } from '../../src/problems/reading-problem';
import { whereOf, type LeftOutCopy } from '../../src/ingest/file-copies';
import { utf16Of } from '../../src/ingest/utf16';

export interface FileProblem {
  path: string;
  /**
   * `unindexed`: read, but its session's figures could not be derived (a bug, said, not fatal).
   * `copy`: the same Trace file as one found elsewhere under the paths, which alone is counted.
   * `no-session`: read, but no record in it yet (empty, or one line still being written): a
   * warning, since a session's file is empty for a moment when it is created.
   * `two-parents`: read, but a child its subagent pointer names is listed under another parent
   * whose pointer names it too (two-parents.ts).
   */
  problem:
    | 'unreadable'
    | 'huge'
    | 'binary'
    | 'utf16'
    | 'symlink'
    | 'unindexed'
    | 'copy'
    | 'no-session'
    | 'two-parents';
  /** In English, as the index keeps it; `reading`, when there, says it in any language. */
  detail: string;
  reading?: ReadingProblem;
}

/** A Trace file larger than this is not read: one session does not write half a gigabyte. */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;
const SNIFF_BYTES = 4096;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Why the file starting with `head` is not text the library reads, or null when it is. */
function encodingProblem(path: string, head: Uint8Array): FileProblem | null {
  // JSON text never holds a NUL byte; an image or archive named .jsonl almost always does.
  if (!head.includes(0)) return null;
  // UTF-16 holds NULs too, but says what `validate` says: which encoding, and how to convert it.
  const utf16 = utf16Of(new TextDecoder().decode(head, { stream: true }));
  if (!utf16) return { path, problem: 'binary', detail: 'holds NUL bytes: not a text file' };
  const reading: ReadingProblem = { code: 'utf16', params: utf16 };
  return { path, problem: 'utf16', detail: englishOf(reading), reading };
}

/** Why `path` (`size` bytes) is not read, or null when it is a readable text file. */
export async function problemOf(path: string, size: number): Promise<FileProblem | null> {
  if (size > MAX_FILE_BYTES)
    return {
      path,
      problem: 'huge',
      detail: `${size} bytes, over the ${MAX_FILE_BYTES}-byte limit`,
    };
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (e) {
    return { path, problem: 'unreadable', detail: message(e) };
  }
  try {
    const buf = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return encodingProblem(path, buf.subarray(0, bytesRead));
  } catch (e) {
    return { path, problem: 'unreadable', detail: message(e) };
  } finally {
    await handle.close();
  }
}

/** A copy left out of the index: listed, so a reader who counts files knows where one went. */
export function copyProblem({ kept, left }: LeftOutCopy): FileProblem {
  const reading: ReadingProblem = {
    code: 'copy-left-out',
    params: { kept: whereOf(kept), left: whereOf(left) },
  };
  return { path: whereOf(left), problem: 'copy', detail: englishOf(reading), reading };
}

/**
 * A file with no record in it: empty, blank lines only, its one line still waiting for its
 * newline (the index reads a last line once it is written out), or lines none of which is a
 * record (listed with the bad lines too; `omniscope validate` says "no records" of it).
 */
export function noSessionProblem(
  path: string,
  size: number,
  linesRead: number,
  badLines: number,
): FileProblem {
  const reading: ReadingProblem =
    badLines > 0
      ? { code: 'no-records' }
      : size === 0
        ? { code: 'empty-file' }
        : linesRead > 0
          ? { code: 'blank-lines-only' }
          : { code: 'only-line-incomplete', params: { line: 1 } };
  return { path, problem: 'no-session', detail: englishOf(reading), reading };
}
