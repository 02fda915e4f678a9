// Which listed children each parent's Trace points to (`subagent` events): the Traces of a
// child's likely parents are read, nearest first, until one names it. A read is kept per parent
// and last activity, so a parent that goes on running is read again.
import type { PenguinApi, ServerSession } from '../../ingest/penguin-api';
import { childPointers } from '../../ingest/penguin-trace-files';
import { isChild, parentCandidates } from './session-tree';

/** How many possible parents of one child are read before it is left at top level. */
const MAX_TRIES = 3;

export class ChildLinks {
  private readonly reads = new Map<string, Promise<string[]>>();

  constructor(private readonly api: PenguinApi) {}

  private pointersOf(s: ServerSession): Promise<string[]> {
    const key = `${s.sessionId}@${s.lastActiveAt ?? ''}`;
    let known = this.reads.get(key);
    if (!known) {
      // A Trace that cannot be read names nobody: its children stay at top level.
      known = childPointers(this.api, s.sessionId).catch(() => []);
      this.reads.set(key, known);
    }
    return known;
  }

  /** Calls `found(parent, children)` for each parent found to name a listed child. */
  place(
    sessions: readonly ServerSession[],
    known: ReadonlyMap<string, readonly string[]>,
    found: (parentId: string, children: string[]) => void,
  ): void {
    const placed = new Set([...known.values()].flat());
    for (const child of sessions.filter(isChild)) {
      if (placed.has(child.sessionId)) continue;
      void (async () => {
        for (const parent of parentCandidates(sessions, child).slice(0, MAX_TRIES)) {
          const kids = await this.pointersOf(parent);
          if (kids.includes(child.sessionId)) return found(parent.sessionId, kids);
        }
      })();
    }
  }
}
