// A Trace file saved under another name (a browser's second download, `<sessionId>_001 (1).jsonl`,
// or `copy-of-a.jsonl`) names no rotation, so only its bytes tell it is a copy: its session_meta
// names a session whose file holds the same bytes, or starts them, or is started by them (one copy
// taken while the session ran). Marked `sameBytesAs`, it is left out like any copy
// (file-copies.ts). One rule for the library, `validate` and the app; how bytes are compared is
// each one's own (the library by its read hashes, the app by the dropped files' bytes).
import { parseTraceFileName, sessionIdOf } from './file-set';
import type { FileMeta } from './types';

/** Whether `short`'s bytes are the first bytes of `long`'s. */
export type StartsOf = (short: FileMeta, long: FileMeta) => Promise<boolean>;

/**
 * `metas` with each file of another name than `<sessionId>_<NNN>.jsonl` marked `sameBytesAs` the
 * first file of its session whose bytes it shares so: a named file, else one of another name
 * listed before it (never after, so no two files point to each other). Only files `comparable`
 * says can be read are compared.
 */
export async function markSameBytes(
  metas: readonly FileMeta[],
  starts: StartsOf,
  comparable: (f: FileMeta) => boolean,
): Promise<FileMeta[]> {
  const named = (f: FileMeta) => parseTraceFileName(f.name) !== null;
  const bySession = new Map<string, FileMeta[]>();
  for (const f of metas) {
    const id = sessionIdOf(f);
    const family = bySession.get(id);
    if (family) family.push(f);
    else bySession.set(id, [f]);
  }
  const out: FileMeta[] = [];
  for (const f of metas) {
    const family = bySession.get(sessionIdOf(f)) ?? [];
    if (named(f) || !f.sessionMeta || !comparable(f) || family.length === 1) {
      out.push(f);
      continue;
    }
    const others = [
      ...family.filter(named),
      ...family.filter((o) => !named(o) && o.fileIndex < f.fileIndex),
    ].filter(comparable);
    let same: FileMeta | undefined;
    for (const o of others)
      if ((await starts(f, o)) || (await starts(o, f))) {
        same = o;
        break;
      }
    out.push(same ? { ...f, sameBytesAs: same.fileIndex } : f);
  }
  return out;
}
