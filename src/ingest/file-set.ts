import type { AnyEnvelope } from '../protocol/types';
import { withoutCopies } from './file-copies';
import { parseTraceFileName } from './trace-name';
import type { FileMeta, PlannedFile, SessionGroup } from './types';

export { parseTraceFileName } from './trace-name';

export function sessionIdOf(file: FileMeta): string {
  return parseTraceFileName(file.name)?.sessionId ?? file.sessionMeta?.session_id ?? file.name;
}

function byRotation(a: FileMeta, b: FileMeta): number {
  const ia = parseTraceFileName(a.name)?.index ?? Infinity;
  const ib = parseTraceFileName(b.name)?.index ?? Infinity;
  return ia !== ib ? (ia < ib ? -1 : 1) : a.name.localeCompare(b.name);
}

/**
 * Groups files into sessions (rotated files in index order) and hangs each child session under
 * the session whose `subagent` pointer names it. Top-level groups: user sessions first, then
 * subagent sessions whose parent is not in the set; each by session id, which sorts by creation
 * time, so a lone child is listed before its own children. Of copies of one file, one is kept
 * (file-copies.ts).
 */
export function groupSessions(files: readonly FileMeta[]): SessionGroup[] {
  const sessions = new Map<string, FileMeta[]>();
  for (const f of withoutCopies(files)) {
    const id = sessionIdOf(f);
    sessions.set(id, [...(sessions.get(id) ?? []), f]);
  }
  const ids = [...sessions.keys()].sort();
  for (const id of ids) sessions.get(id)?.sort(byRotation);

  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const isAncestor = (candidate: string, of: string): boolean => {
    for (let at: string | undefined = of; at !== undefined; at = parentOf.get(at))
      if (at === candidate) return true;
    return false;
  };
  for (const id of ids)
    for (const child of (sessions.get(id) ?? []).flatMap((f) => f.subagentIds)) {
      if (!sessions.has(child) || parentOf.has(child) || isAncestor(child, id)) continue;
      parentOf.set(child, id);
      childrenOf.set(id, [...(childrenOf.get(id) ?? []), child]);
    }

  const build = (id: string): SessionGroup => ({
    sessionId: id,
    files: sessions.get(id) ?? [],
    children: (childrenOf.get(id) ?? []).map(build),
  });
  const isSubagent = (id: string) =>
    sessions.get(id)?.some((f) => f.sessionMeta?.source === 'subagent') ?? false;
  const roots = ids.filter((id) => !parentOf.has(id));
  return [...roots.filter((id) => !isSubagent(id)), ...roots.filter(isSubagent)].map(build);
}

/** The groups as the order to stream files in: each session's files, then its children's. */
export function planLoad(groups: readonly SessionGroup[]): PlannedFile[] {
  const plan: PlannedFile[] = [];
  const walk = (group: SessionGroup, origin: string[], rootSessionId: string) => {
    for (const file of group.files)
      plan.push({ file, sessionId: group.sessionId, origin, rootSessionId });
    for (const child of group.children) walk(child, [...origin, child.sessionId], rootSessionId);
  };
  for (const group of groups) walk(group, [], group.sessionId);
  return plan;
}

/**
 * Stamps a child session's record with its subagent chain, as the PenguinHarness server does for
 * /messages (each hop prepends its child id). A new envelope object; payload and fidelity are
 * shared, never copied or changed.
 */
export function withOrigin<E extends AnyEnvelope>(envelope: E, origin: readonly string[]): E {
  if (origin.length === 0) return envelope;
  return { ...envelope, origin: [...origin, ...(envelope.origin ?? [])] };
}

/** A session's Trace file `index` as it is named on disk. */
export const traceFileName = (sessionId: string, index: number) =>
  `${sessionId}_${String(index).padStart(3, '0')}.jsonl`;

/**
 * The name a Trace file downloaded from `path` (`…/traces/:sessionId/:index/download`) has on
 * disk, so a link to it groups and saves like the file; null for any other path.
 */
export function downloadedTraceName(path: string): string | null {
  const m = /\/traces\/([^/]+)\/(\d+)\/download$/.exec(path);
  if (!m?.[1] || !m[2]) return null;
  try {
    return traceFileName(decodeURIComponent(m[1]), Number(m[2]));
  } catch {
    return null;
  }
}
