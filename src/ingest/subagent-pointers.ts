// The child sessions a Trace names: its `subagent` events (PROTOCOL.md §5, §10). Only lines that
// mention "subagent" are parsed, so scanning a large file costs a string search, not a parse.

const NEEDLE = '"subagent"';

/** The child a parsed Trace record points to, when it is a `subagent` event. */
export function pointerIn(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, payload } = value as { type?: unknown; payload?: unknown };
  if (type !== 'event_msg' || typeof payload !== 'object' || payload === null) return null;
  const p = payload as { type?: unknown; session_id?: unknown };
  return p.type === 'subagent' && typeof p.session_id === 'string' ? p.session_id : null;
}

function pointerOf(line: string): string | null {
  try {
    return pointerIn(JSON.parse(line));
  } catch {
    return null;
  }
}

/** Session ids of the `subagent` pointers in Trace JSONL text, in order, each once. */
export function subagentPointers(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf(NEEDLE); at !== -1;) {
    const start = text.lastIndexOf('\n', at) + 1;
    const end = text.indexOf('\n', at);
    const id = pointerOf(text.slice(start, end === -1 ? undefined : end));
    if (id !== null && !found.includes(id)) found.push(id);
    if (end === -1) break;
    at = text.indexOf(NEEDLE, end);
  }
  return found;
}
