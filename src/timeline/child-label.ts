import type { SessionInfo, TraceState } from '../store/model';
import { sessionIdOf } from '../store/session-key';
import type { ChildName } from './types';

/** Ids longer than this are shown by their tail, which is what tells two of them apart. */
const SHORT = 8;

/**
 * A subagent's lane label: its title when the server named it, else its id's tail. A full id
 * ("session-2026-12-02-09-53-22-f7775cf5") is cut by the lane's width to the date, which two
 * children started the same minute share.
 */
export function childName(trace: TraceState, child: SessionInfo): ChildName {
  const id = child.sessionId ?? sessionIdOf(child.key);
  const title = trace.titles.get(id)?.trim();
  if (title) return { title };
  return { id: id.length > SHORT + 4 ? `…${id.slice(-SHORT)}` : id };
}
