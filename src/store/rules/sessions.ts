import type {
  EventEnvelope,
  MetaEnvelope,
  SubagentPayload,
  ToolListReadyPayload,
} from '../../protocol/types';
import type { Draft, DraftSession } from '../draft';
import type { EventItem, Loc, MetaItem, SessionKey, SubagentItem, ToolItem } from '../model';

export const sessionKeyOf = (origin: readonly string[] | undefined): SessionKey =>
  origin ? origin.join('/') : '';

// Tools that run a child agent. A child appearing while one of these waits for its output was
// spawned by it: neither the stream nor /messages says so, the Trace's pointer comes late.
const SPAWNING_TOOL = /agent|delegate|spawn|task/i;
const SPAWN_LOOKBACK = 400;

function pendingSpawnTool(d: Draft, parent: DraftSession): ToolItem | undefined {
  const from = Math.max(0, parent.items.length - SPAWN_LOOKBACK);
  for (let i = parent.items.length - 1; i >= from; i--) {
    const it = d.item(parent.items[i] as number);
    if (
      it.kind === 'tool' &&
      it.childKey === undefined &&
      it.outputStatus !== 'complete' &&
      SPAWNING_TOOL.test(it.name)
    )
      return it;
  }
  return undefined;
}

/**
 * The session for an origin chain, created with its ancestors when first seen. A new child is
 * placed on the tool call that spawned it, else where it first appears (`placeHere`).
 */
export function ensureSession(
  d: Draft,
  origin: readonly string[],
  timestamp: string,
  placeHere = true,
): DraftSession {
  const key = sessionKeyOf(origin);
  if (d.session(key)) return d.edit(key);
  const parentOrigin = origin.slice(0, -1);
  const parent = origin.length > 0 ? ensureSession(d, parentOrigin, timestamp) : undefined;
  const child = d.addSession({
    key,
    origin: [...origin],
    ...(origin.length > 0 ? { sessionId: origin[origin.length - 1] as string } : {}),
    ...(parent ? { parent: parent.key } : {}),
    contexts: 0,
    items: [],
    children: [],
    requests: [],
    compactions: [],
    aborted: false,
    ...(timestamp ? { firstTimestamp: timestamp } : {}),
  });
  if (!parent) return child;
  parent.children.push(key);
  const tool = pendingSpawnTool(d, parent);
  if (tool) {
    d.update<ToolItem>(tool.id, { childKey: key });
    child.spawnItem = tool.id;
  } else if (placeHere) {
    child.spawnItem = d.add<SubagentItem>({
      kind: 'subagent',
      session: parent.key,
      childKey: key,
      timestamp,
    }).id;
  }
  return d.edit(key);
}

export function applyMeta(d: Draft, env: MetaEnvelope, at: Loc | undefined): void {
  const s = ensureSession(d, env.origin ?? [], env.timestamp);
  const meta = env.payload;
  if (s.sessionId !== undefined && s.sessionId !== meta.session_id)
    d.violate(
      'meta-session-mismatch',
      '§2',
      'warning',
      `session_meta of ${meta.session_id} arrived in session ${s.sessionId}`,
      s.key,
      at,
    );
  s.sessionId ??= meta.session_id;
  s.meta = meta;
  s.contexts += 1;
  if (meta.tools) s.tools = meta.tools;
  d.add<MetaItem>({
    kind: 'meta',
    session: s.key,
    timestamp: env.timestamp,
    envelope: env,
    context: s.contexts,
    ...(at ? { at } : {}),
  });
}

export function applyToolList(
  d: Draft,
  env: EventEnvelope<ToolListReadyPayload>,
  at: Loc | undefined,
): void {
  const s = ensureSession(d, env.origin ?? [], env.timestamp);
  s.tools = env.payload.tools;
  addEvent(d, s.key, env, at);
}

/** The parent's pointer to a child: where the child is drawn unless a spawning call holds it. */
export function applySubagent(
  d: Draft,
  env: EventEnvelope<SubagentPayload>,
  at: Loc | undefined,
): void {
  const origin = env.origin ?? [];
  const parentKey = ensureSession(d, origin, env.timestamp).key;
  const childOrigin = [...origin, env.payload.session_id];
  const existed = d.session(sessionKeyOf(childOrigin)) !== undefined;
  const child = ensureSession(d, childOrigin, env.timestamp, false);
  if (existed || child.spawnItem !== undefined) {
    addEvent(d, parentKey, env, at);
    return;
  }
  child.spawnItem = d.add<SubagentItem>({
    kind: 'subagent',
    session: parentKey,
    childKey: child.key,
    timestamp: env.timestamp,
    envelope: env,
    ...(at ? { at } : {}),
  }).id;
}

export function addEvent(
  d: Draft,
  session: SessionKey,
  env: EventItem['envelope'],
  at: Loc | undefined,
  known = true,
): EventItem {
  return d.add<EventItem>({
    kind: 'event',
    session,
    type: env.payload.type,
    envelope: env,
    known,
    timestamp: env.timestamp,
    ...(at ? { at } : {}),
  });
}
