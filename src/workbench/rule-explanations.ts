// Each protocol rule the reducer checks, said plainly, with the PROTOCOL.md section it comes from.

const RULES: Readonly<Record<string, string>> = {
  'fragment-without-start':
    'A streamed piece (delta or stop) came with no start before it. A fragment opens with start, then deltas, then stop, then its complete message (§4).',
  'fragment-after-stop':
    "A piece came after its fragment's stop. Stop is the last piece; only the complete message may follow it (§4).",
  'fragment-unterminated':
    'A fragment was closed (by a new start, the end of its request, or the end of the source) before its stop came (§4).',
  'fragment-without-complete':
    'A fragment stopped but its complete message never came; the producer sends it right after the stop (§4).',
  'fragment-mismatch':
    'The complete message is not the pieces joined together; the concatenation of the pieces must equal it (§4).',
  'approval-before-call':
    'An approval_decision came before the tool_call it decides; the decision follows its call (§9).',
  'approval-after-output':
    "An approval_decision came after its tool's output; it must come before any output of that tool (§9).",
  'call-without-output':
    'A committed tool call never got its tool_call_output; every committed call gets exactly one (§9).',
  'output-without-call':
    'A tool_call_output names a tool_call_id that no tool call has; calls and outputs pair strictly by id (§3).',
  'duplicate-output':
    'A second complete tool_call_output for the same tool_call_id; each call gets exactly one (§9).',
  'duplicate-tool-call': 'The same tool_call_id was committed twice; ids are unique per call (§3).',
  'request-begin-while-open':
    'A request_begin came while the previous request had no request_end; requests pair begin and end (§9).',
  'request-end-without-begin': 'A request_end came with no request_begin before it (§9).',
  'compaction-end-without-begin': 'A compaction_end came with no compaction_begin before it (§9).',
  'compaction-without-end':
    'A compaction_begin never got its compaction_end: the process died, so it counts as a failed compaction (§9).',
  'meta-session-mismatch':
    'A session_meta names another session than the one its records belong to (§2).',
};

export function explainRule(rule: string): string | undefined {
  return RULES[rule];
}
