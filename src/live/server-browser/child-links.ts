// Which listed children each parent's Trace names (`subagent` events): a child's likely parents,
// nearest first, are asked until one names it. Each parent's Trace is read only near the child's
// creation (PointerSearch); an answer is kept per parent and last activity, so a parent that goes
// on running is asked again, from what was already read.
import type { PenguinApi, ServerSession, TraceFileInfo } from '../../net/penguin-api';
import { PointerSearch } from '../../net/penguin-pointer-search';
import type { TraceFileCache } from '../../net/penguin-trace-cache';
import { isChild, parentCandidates } from './session-tree';

/** How many possible parents of one child are read before it is left at top level. */
const MAX_TRIES = 3;

const activity = (s: ServerSession) => `${s.sessionId}@${s.lastActiveAt ?? ''}`;

export class ChildLinks {
  private readonly listings = new Map<string, Promise<TraceFileInfo[]>>();
  private readonly answers = new Map<string, Promise<boolean>>();
  private readonly search: PointerSearch;

  constructor(
    private readonly api: PenguinApi,
    cache: TraceFileCache,
  ) {
    this.search = new PointerSearch(api, cache);
  }

  private filesOf(s: ServerSession): Promise<TraceFileInfo[]> {
    const key = activity(s);
    let files = this.listings.get(key);
    if (!files) this.listings.set(key, (files = this.api.sessionTraces(s.sessionId)));
    return files;
  }

  private names(parent: ServerSession, child: ServerSession): Promise<boolean> {
    const key = `${activity(parent)}>${child.sessionId}`;
    let answer = this.answers.get(key);
    if (!answer) {
      // A Trace that cannot be read names nobody: the child stays at top level.
      answer = this.filesOf(parent)
        .then((files) => this.search.names(parent, files, child))
        .catch(() => false);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** Calls `found(parent, child)` for each listed child a listed parent's Trace names. */
  place(
    sessions: readonly ServerSession[],
    known: ReadonlyMap<string, readonly string[]>,
    found: (parentId: string, childId: string) => void,
  ): void {
    const placed = new Set([...known.values()].flat());
    for (const child of sessions.filter(isChild)) {
      if (placed.has(child.sessionId)) continue;
      void (async () => {
        for (const parent of parentCandidates(sessions, child).slice(0, MAX_TRIES))
          if (await this.names(parent, child)) return found(parent.sessionId, child.sessionId);
      })();
    }
  }
}
