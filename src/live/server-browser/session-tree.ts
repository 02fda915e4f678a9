// The server browser's session list as rows: newest first, each child nested under the parent
// whose Trace names it (`subagent` pointers), children the Trace does not place left at top level.
import type { ServerSession } from '../../net/penguin-api';

export interface SessionRow {
  session: ServerSession;
  /** 0 at top level, 1 for a child, 2 for a grandchild… */
  depth: number;
}

export const isChild = (s: ServerSession) => s.source === 'subagent';

/** `childrenOf`: parent id → the child ids its Trace points to, in pointer order. */
export function sessionRows(
  sessions: readonly ServerSession[],
  childrenOf: ReadonlyMap<string, readonly string[]>,
): SessionRow[] {
  const byId = new Map(sessions.map((s) => [s.sessionId, s]));
  const placed = new Set<string>();
  for (const [parent, kids] of childrenOf)
    if (byId.has(parent)) for (const k of kids) if (k !== parent && byId.has(k)) placed.add(k);
  const rows: SessionRow[] = [];
  const seen = new Set<string>();
  const visit = (s: ServerSession, depth: number) => {
    if (seen.has(s.sessionId)) return;
    seen.add(s.sessionId);
    rows.push({ session: s, depth });
    for (const k of childrenOf.get(s.sessionId) ?? []) {
      const child = byId.get(k);
      if (child) visit(child, depth + 1);
    }
  };
  for (const s of sessions) if (!placed.has(s.sessionId)) visit(s, 0);
  // A pointer cycle would leave its members unplaced: show them rather than lose them.
  for (const s of sessions) visit(s, 0);
  return rows;
}

const time = (s: ServerSession) => s.createdAt ?? '';

/** A new or changed session put in its place: replaced where it was, else by creation time. */
export function upsertSession(
  sessions: readonly ServerSession[],
  next: ServerSession,
): ServerSession[] {
  const at = sessions.findIndex((s) => s.sessionId === next.sessionId);
  if (at !== -1) return sessions.map((s, i) => (i === at ? next : s));
  const before = sessions.findIndex((s) => time(s) < time(next));
  const out = [...sessions];
  out.splice(before === -1 ? out.length : before, 0, next);
  return out;
}

/**
 * Sessions whose Trace may name `child` as theirs, nearest first: started no later than the
 * child, still active when it started (writing the pointer is activity), in the same workspace
 * when both say (a subagent runs in its parent's workspace). Only the listing's own fields.
 */
export function parentCandidates(
  sessions: readonly ServerSession[],
  child: ServerSession,
): ServerSession[] {
  return sessions
    .filter(
      (s) =>
        s.sessionId !== child.sessionId &&
        time(s) <= time(child) &&
        (s.lastActiveAt === undefined || s.lastActiveAt >= time(child)) &&
        (s.workspace === undefined ||
          child.workspace === undefined ||
          s.workspace === child.workspace),
    )
    .sort((a, b) => time(b).localeCompare(time(a)));
}
