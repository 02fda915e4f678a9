// What a reader sees of a trace, without ids, positions in files or arrival timestamps: two
// sources that tell the same story project to equal values.
import type { Item, TraceState } from '../../src/store/model';

function itemView(t: TraceState, it: Item): unknown[] {
  const req = it.requestId === undefined ? undefined : t.requests.get(it.requestId)?.status;
  switch (it.kind) {
    case 'message':
      return [
        'message',
        it.type,
        it.role,
        it.content,
        it.status,
        it.stopReason,
        req,
        it.compactionId,
      ];
    case 'tool':
      return [
        'tool',
        it.toolCallId,
        it.name,
        it.args,
        it.callStatus,
        it.outputText,
        it.outputStatus,
        it.outputStopReason,
        it.decision,
        it.childKey,
        req,
      ];
    case 'event':
      return ['event', it.type, JSON.stringify(it.envelope.payload), req];
    case 'meta':
      return ['meta', it.context, it.envelope.payload.session_id];
    case 'subagent':
      return ['subagent', it.childKey];
  }
}

export function project(t: TraceState) {
  return {
    sessions: [...t.sessions.values()].map((s) => ({
      key: s.key,
      parent: s.parent,
      spawn: s.spawnItem === undefined ? undefined : itemView(t, t.items.get(s.spawnItem)!),
      items: [...s.items].map((id) => itemView(t, t.items.get(id)!)),
      requests: s.requests.map((id) => {
        const r = t.requests.get(id)!;
        return [r.turn, r.status, r.attempt, r.retryInMs, r.errorMessage, r.usage?.total];
      }),
      tokens: s.tokens,
    })),
    compactions: [...t.compactions].map((c) => [
      c.session,
      c.status,
      c.unfinished,
      c.summaryItem === undefined ? undefined : itemView(t, t.items.get(c.summaryItem)!),
    ]),
    violations: [...t.violations].map((v) => v.rule),
  };
}
