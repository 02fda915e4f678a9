// Where a Trace file sits says what PenguinHarness wrote it for:
// <root>/<project>/agents/<agent>/traces/<yyyy-mm-dd>/<sessionId>_<NNN>.jsonl (PROTOCOL.md §10).
// Any other folder of Trace files is read too: a file copied out of that layout still names its
// project and agent in its session_meta's `agent_state`, the agent's folder of that same layout.
import { parseTraceFileName } from '../ingest/file-set';

export interface TracePlace {
  project: string | null;
  agent: string | null;
  /** The rotation index from the name (1 for `_001`), or 0 for a file with another name. */
  index: number;
  /** The session id the name gives, else null (the file's session_meta then says it). */
  sessionId: string | null;
}

const PENGUIN = /(?:^|\/)([^/]+)\/agents\/([^/]+)\/traces\/\d{4}-\d{2}-\d{2}\/[^/]+$/;

/** `path` uses forward slashes (Node's paths on Windows are converted by the caller). */
export function placeOf(path: string): TracePlace {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const parsed = parseTraceFileName(name);
  const m = PENGUIN.exec(path);
  return {
    project: m?.[1] ?? null,
    agent: m?.[2] ?? null,
    index: parsed?.index ?? 0,
    sessionId: parsed?.sessionId ?? null,
  };
}

/** `<…>/<project>/agents/<agent>/agent_state`, with either slash: a Windows producer's too. */
const AGENT_STATE = /(?:^|[/\\])([^/\\]+)[/\\]agents[/\\]([^/\\]+)[/\\]agent_state[/\\]?$/;

/** The project and agent a session_meta's `agent_state` path names, or null for another path. */
export function placeOfAgentState(agentState: unknown): { project: string; agent: string } | null {
  const m = typeof agentState === 'string' ? AGENT_STATE.exec(agentState) : null;
  return m ? { project: m[1] ?? '', agent: m[2] ?? '' } : null;
}
