// Whether a session's Trace names a child (its `subagent` event), read near the child's creation
// rather than whole. The pointer is written when the child starts, or for a background child once
// that turn's request ends (PROTOCOL.md §12): shortly after the first record stamped at the
// child's creation. A small file is fetched whole (and kept, for opening it later); in a large
// one that record is found by bisection over the server's paginated route, one record a probe.
import type { PenguinApi, SessionRef, ServerSession, TraceFileInfo } from './penguin-api';
import type { TraceFileCache } from './penguin-trace-cache';
import { pointerIn, subagentPointers } from '../ingest/subagent-pointers';

/** Up to this size a file is fetched whole: a request costs about what this many bytes do. */
const WHOLE_FILE_BYTES = 128 * 1024;
/** No Trace line is shorter: bounds how many records a file of some size holds. */
const MIN_RECORD_BYTES = 80;
/** The pointer is stamped no earlier than this before the child's creation (clock rounding). */
const SLACK_MS = 1000;
/** Records read from there: a background child's pointer waits for its turn's request to end. */
const WINDOW = 64;

const time = (iso: string | undefined) => {
  const t = Date.parse(iso ?? '');
  return Number.isNaN(t) ? -Infinity : t;
};

/** The file that was being written when `at` came: the first one written to after it. */
export function coveringFile(
  files: readonly TraceFileInfo[],
  at: number,
): TraceFileInfo | undefined {
  return files.find((f) => f.mtime === undefined || time(f.mtime) >= at) ?? files.at(-1);
}

export class PointerSearch {
  /** Timestamps of the records probed, per file and index: a written record never changes. */
  private readonly stamps = new Map<string, Map<number, number>>();

  constructor(
    private readonly api: PenguinApi,
    private readonly cache: TraceFileCache,
  ) {}

  async names(
    parent: ServerSession,
    files: readonly TraceFileInfo[],
    child: ServerSession,
  ): Promise<boolean> {
    const at = time(child.createdAt);
    const file = coveringFile(files, at);
    if (!file) return false;
    const held = await this.cache.held(parent, file);
    if (held || (file.sizeBytes ?? Infinity) <= WHOLE_FILE_BYTES) {
      const blob = held ?? (await this.cache.file(parent, file));
      return subagentPointers(await blob.text()).includes(child.sessionId);
    }
    const from = await this.firstAtOrAfter(parent, file, at - SLACK_MS);
    const records = await this.api.traceRecords(parent, file.index, from, WINDOW);
    return records.some((r) => pointerIn(r) === child.sessionId);
  }

  /** Index of the first record stamped at `t` or later (records are written in time order). */
  private async firstAtOrAfter(ref: SessionRef, file: TraceFileInfo, t: number): Promise<number> {
    let lo = 0;
    let hi = Math.ceil((file.sizeBytes ?? 0) / MIN_RECORD_BYTES);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const stamp = await this.stampAt(ref, file, mid);
      if (stamp === null || stamp >= t) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Null past the last record (not kept: the file may grow). */
  private async stampAt(ref: SessionRef, file: TraceFileInfo, i: number): Promise<number | null> {
    const key = `${ref.sessionId}/${file.index}`;
    const known = this.stamps.get(key) ?? new Map<number, number>();
    this.stamps.set(key, known);
    const hit = known.get(i);
    if (hit !== undefined) return hit;
    const [record] = await this.api.traceRecords(ref, file.index, i, 1);
    if (!record) return null;
    const stamp = time(typeof record.timestamp === 'string' ? record.timestamp : undefined);
    known.set(i, stamp);
    return stamp;
  }
}
