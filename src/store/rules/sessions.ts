import type {
  EventEnvelope,
  MetaEnvelope,
  SubagentPayload,
  ToolListReadyPayload,
} from '../../protocol/types';
import { UNPLACED, type Draft, type DraftSession } from '../draft';
import type { EventItem, Loc, MetaItem, SessionKey } from '../model';
import { placeChild } from './placement';
import { sessionKeyOf } from '../session-key';

/** The session for an origin chain, created with its ancestors and placed when first seen. */
export function ensureSession(
  d: Draft,
  origin: readonly string[],
  timestamp: string,
  placeHere = true,
): DraftSession {
  const recent = d.recentSession(origin);
  if (recent) return recent;
  const key = sessionKeyOf(origin);
  if (d.session(key)) return d.noteRecent(origin, d.edit(key));
  const parentOrigin = origin.slice(0, -1);
  const parent = origin.length > 0 ? ensureSession(d, parentOrigin, timestamp) : undefined;
  const child = d.addSession({
    key,
    origin: [...origin],
    ...(origin.length > 0 ? { sessionId: origin[origin.length - 1] as string } : {}),
    ...(parent ? { parent: parent.key } : {}),
    contexts: 0,
    children: [],
    compactions: [],
    aborted: false,
    layout: 0,
    ...(timestamp ? { firstTimestamp: timestamp } : {}),
  });
  if (!parent) return child;
  d.append(parent, 'children', key);
  parent.layout += 1;
  if (placeHere) placeChild(d, parent, child, timestamp);
  return d.edit(key);
}

/** The main session's empty origin chain, shared: a record without one allocates none. */
const MAIN_ORIGIN: readonly string[] = [];

/** The session a record belongs to (see `ensureSession`). */
export const recordSession = (
  d: Draft,
  env: { origin?: readonly string[]; timestamp: string },
): DraftSession => ensureSession(d, env.origin ?? MAIN_ORIGIN, env.timestamp);

export function applyMeta(d: Draft, env: MetaEnvelope, at: Loc | undefined): void {
  const s = recordSession(d, env);
  const meta = env.payload;
  if (s.sessionId !== undefined && meta.session_id !== undefined && s.sessionId !== meta.session_id)
    d.violate(
      { rule: 'meta-session-mismatch', params: { meta: meta.session_id, session: s.sessionId } },
      '§2',
      'warning',
      s.key,
      at,
    );
  // A session_meta without its id (validate.ts warned) leaves the session's id to its file name.
  if (meta.session_id !== undefined) s.sessionId ??= meta.session_id;
  s.meta = meta;
  s.contexts += 1;
  if (meta.tools) s.tools = meta.tools;
  d.add<MetaItem>(
    {
      kind: 'meta',
      session: s.key,
      timestamp: env.timestamp,
      envelope: env,
      context: s.contexts,
      id: UNPLACED,
      requestId: undefined,
    },
    at,
  );
}

export function applyToolList(
  d: Draft,
  env: EventEnvelope<ToolListReadyPayload>,
  at: Loc | undefined,
): void {
  const s = recordSession(d, env);
  s.tools = env.payload.tools;
  addEvent(d, s.key, env, at);
}

/** The parent's pointer to a child: places the child, or is kept on the item that holds it. */
export function applySubagent(d: Draft, env: EventEnvelope<SubagentPayload>): void {
  const origin = env.origin ?? [];
  const parent = ensureSession(d, origin, env.timestamp);
  const child = ensureSession(d, [...origin, env.payload.session_id], env.timestamp, false);
  placeChild(d, d.edit(parent.key), child, env.timestamp, env);
}

export function addEvent(
  d: Draft,
  session: SessionKey,
  env: EventItem['envelope'],
  at: Loc | undefined,
  known = true,
): EventItem {
  return d.add<EventItem>(
    {
      kind: 'event',
      session,
      type: env.payload.type,
      envelope: env,
      known,
      timestamp: env.timestamp,
      id: UNPLACED,
      requestId: undefined,
    },
    at,
  );
}
