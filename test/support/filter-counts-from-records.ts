// Filter counts computed straight from Trace records, apart from the reducer, to check the app's:
// one row per message, per tool call (its decision and output join it) and per other event;
// a `subagent` pointer joins the call that spawned the child (there is one in every fixture).
interface Rec {
  type: string;
  payload: Record<string, unknown>;
}

export interface RecordCounts {
  kinds: { messages: number; thinking: number; tools: number; events: number };
  roles: { user: number; assistant: number };
  tools: Record<string, number>;
  statuses: { errors: number; denied: number; pending: number };
  records: number;
}

/** Counts one session's Trace files (lines of JSON, in order); child files are counted alone. */
export function countRecords(lines: readonly string[]): RecordCounts {
  const c: RecordCounts = {
    kinds: { messages: 0, thinking: 0, tools: 0, events: 0 },
    roles: { user: 0, assistant: 0 },
    tools: {},
    statuses: { errors: 0, denied: 0, pending: 0 },
    records: 0,
  };
  // Messages and calls of the open request: a request that ends failed makes them errors.
  let open = 0;
  const failedTools = new Set<string>();
  for (const line of lines) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as Rec;
    const p = r.payload;
    c.records += 1;
    if (r.type === 'session_meta') {
      c.kinds.events += 1;
      continue;
    }
    if (r.type === 'model_msg') {
      if (p.type === 'tool_call_output') {
        if (p.stop_reason === 'failed' && !failedTools.has(String(p.tool_call_id))) {
          failedTools.add(String(p.tool_call_id));
          c.statuses.errors += 1;
        }
        continue;
      }
      open += 1;
      if (p.type === 'tool_call') {
        c.kinds.tools += 1;
        c.roles.assistant += 1;
        const name = String(p.name);
        c.tools[name] = (c.tools[name] ?? 0) + 1;
        continue;
      }
      c.kinds[p.type === 'thinking' || p.type === 'inline_thinking' ? 'thinking' : 'messages'] += 1;
      c.roles[p.role === 'user' ? 'user' : 'assistant'] += 1;
      continue;
    }
    if (p.type === 'approval_decision') {
      if (p.decision === 'deny' || p.decision === 'forbidden') c.statuses.denied += 1;
      continue;
    }
    if (p.type === 'subagent') continue;
    c.kinds.events += 1;
    if (p.type === 'request_begin') open = 0;
    const ended = p.type === 'request_end' || p.type === 'compaction_end';
    if (ended && p.status !== 'completed') {
      c.statuses.errors += 1;
      if (p.type === 'request_end') c.statuses.errors += open;
    }
    if (p.type === 'request_end') open = 0;
  }
  return c;
}
