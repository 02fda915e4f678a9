import { englishOf } from '../../src/problems/problem-text';
import { validateEnvelope } from '../../src/protocol/validate';

type Obj = Record<string, unknown>;

const FIELD: Record<string, string> = {
  partial_text: 'text',
  partial_thinking: 'thinking',
  partial_tool_call: 'arguments',
  partial_tool_call_output: 'output',
};

const payloadOf = (e: Obj) => (e.payload ?? {}) as Obj;
const originOf = (e: Obj) => (Array.isArray(e.origin) ? e.origin.join('/') : '');

/**
 * Checks a live stream's envelopes against the guarantees of PROTOCOL.md §4 and §9; returns the
 * problems found (empty when well formed). A compaction summary may stop with no complete text.
 */
export function streamProblems(envelopes: readonly Obj[]): string[] {
  const problems: string[] = [];
  const open = new Map<string, string>();
  const calls = new Map<string, { outputs: number; decided: boolean }>();
  const compacting = new Set<string>();
  /** Calls a user abort closed before they were decided: the abort must follow, in their session. */
  const closedByAbort = new Map<string, string>();
  envelopes.forEach((env, i) => {
    const at = `#${i}`;
    const v = validateEnvelope(env);
    if (!v.ok) problems.push(`${at}: ${englishOf(v.problem)}`);
    else if (!v.known || v.warnings.length)
      problems.push(`${at}: ${v.warnings.map(englishOf).join('; ')}`);
    const p = payloadOf(env);
    const type = String(p.type);
    const origin = originOf(env);
    if (type === 'compaction_begin') compacting.add(origin);
    if (type === 'compaction_end') compacting.delete(origin);
    const field = FIELD[type];
    if (field) {
      const key = `${origin}|${type}|${String(p.tool_call_id ?? '')}`;
      const piece = String(p[field] ?? '');
      if (p.event_type === 'start') {
        if (open.has(key)) problems.push(`${at}: ${key} started twice`);
        open.set(key, piece);
      } else if (!open.has(key))
        problems.push(`${at}: ${key} ${String(p.event_type)} without start`);
      else if (p.event_type === 'delta') open.set(key, (open.get(key) ?? '') + piece);
      else {
        const content = open.get(key) ?? '';
        open.delete(key);
        const next = envelopes[i + 1];
        const twin = next ? payloadOf(next) : {};
        const exempt = type === 'partial_text' && compacting.has(origin);
        if (
          !exempt &&
          (twin.type !== type.slice(8) ||
            twin[field] !== content ||
            originOf(next ?? {}) !== origin)
        )
          problems.push(`${at}: ${key} stop not followed by its complete twin`);
      }
    }
    const id = typeof p.tool_call_id === 'string' ? p.tool_call_id : '';
    if (type === 'tool_call') calls.set(id, { outputs: 0, decided: false });
    if (type === 'approval_decision') {
      const c = calls.get(id);
      if (!c) problems.push(`${at}: decision for unknown call ${id}`);
      else c.decided = true;
    }
    if (
      type === 'tool_call_output' ||
      (type === 'partial_tool_call_output' && p.event_type === 'start')
    ) {
      const c = calls.get(id);
      const aborted = type === 'tool_call_output' && p.stop_reason === 'aborted';
      if (!c) problems.push(`${at}: output for unknown call ${id}`);
      else if (!c.decided && aborted) closedByAbort.set(id, origin);
      else if (!c.decided) problems.push(`${at}: output of ${id} before its approval_decision`);
      if (c && type === 'tool_call_output') c.outputs++;
    }
    if (type === 'abort')
      for (const [call, of] of closedByAbort) if (of === origin) closedByAbort.delete(call);
    if (type === 'token_usage') {
      const next = envelopes[i + 1];
      if (
        next &&
        payloadOf(next).type !== 'request_end' &&
        payloadOf(next).type !== 'compaction_end'
      )
        problems.push(`${at}: token_usage not followed by request_end`);
    }
  });
  for (const [id, c] of calls)
    if (c.outputs !== 1) problems.push(`call ${id} has ${c.outputs} outputs`);
  for (const key of open.keys()) problems.push(`fragment ${key} never stopped`);
  for (const id of closedByAbort.keys())
    problems.push(`call ${id} closed aborted, undecided, with no abort after it`);
  return problems;
}
