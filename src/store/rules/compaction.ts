// Compaction spans: compaction_begin … compaction_end, with the summary they produced.
import type {
  CompactionBeginPayload,
  CompactionEndPayload,
  EventEnvelope,
} from '../../protocol/types';
import type { Draft } from '../draft';
import type { Loc, SessionKey } from '../model';
import { closeSessionFragments } from './fragments';
import { addEvent, recordSession } from './sessions';

export function markUnfinished(d: Draft, session: SessionKey, at: Loc | undefined): void {
  const s = d.edit(session);
  const c = s.currentCompaction === undefined ? undefined : d.compactions.get(s.currentCompaction);
  if (!c) return;
  d.compactions.own(c.id).unfinished = true;
  s.currentCompaction = undefined;
  d.violate({ rule: 'compaction-without-end' }, '§9', 'warning', session, at);
}

export function applyCompactionBegin(
  d: Draft,
  env: EventEnvelope<CompactionBeginPayload>,
  at: Loc | undefined,
): void {
  const s = recordSession(d, env);
  markUnfinished(d, s.key, at);
  const id = d.compactions.size;
  const p = env.payload;
  // Created before its row so the row is tagged as inside the span.
  d.compactions.push({
    id,
    session: s.key,
    beginItem: -1,
    reason: p.reason,
    mode: p.mode,
    context: p.context,
    turns: p.turns,
    unfinished: false,
  });
  d.append(s, 'compactions', id);
  s.currentCompaction = id;
  const item = addEvent(d, s.key, env, at);
  d.compactions.own(id).beginItem = item.id;
}

export function applyCompactionEnd(
  d: Draft,
  env: EventEnvelope<CompactionEndPayload>,
  at: Loc | undefined,
): void {
  const s = recordSession(d, env);
  const p = env.payload;
  const open =
    s.currentCompaction === undefined ? undefined : d.compactions.get(s.currentCompaction);
  const item = addEvent(d, s.key, env, at);
  const fields = {
    endItem: item.id,
    status: p.status,
    ...(p.attempt !== undefined ? { attempt: p.attempt } : {}),
    ...(p.error_message !== undefined ? { errorMessage: p.error_message } : {}),
  };
  if (open) Object.assign(d.compactions.own(open.id), fields);
  else {
    d.violate({ rule: 'compaction-end-without-begin' }, '§9', 'error', s.key, at);
    const id = d.compactions.size;
    d.compactions.push({
      id,
      session: s.key,
      beginItem: item.id,
      reason: p.reason,
      mode: p.mode,
      context: 0,
      turns: 0,
      unfinished: false,
      ...fields,
    });
    d.append(s, 'compactions', id);
  }
  s.currentCompaction = undefined;
  // The live summary streams with no complete text after it (PROTOCOL.md §12): close it here.
  closeSessionFragments(d, s.key, 'compaction-ended', at, { llmOnly: true, report: true });
}
