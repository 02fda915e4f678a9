// Which row each event created or changed, worked out when first asked, at O(1) per event: items
// keep the very envelope objects they were built from (PROTOCOL.md §4: a growing message holds
// its `start` record until the complete one replaces it), fragments of one message share a key,
// and tool calls are found by tool_call_id.
import type { AnyEnvelope } from '../protocol/types';
import type { ItemId, TraceState } from '../store/model';
import { sessionKeyOf } from '../store/session-key';
import type { LoggedInput } from './event-log';

/**
 * The events attributed and where their rows are written: the event log itself (rows of the
 * document's state), or a second reading of it against another state (time-travel.ts).
 */
export interface AttributedEvents {
  readonly count: number;
  input(i: number): LoggedInput | undefined;
  segmentStart(i: number): number;
  item(i: number): ItemId | null | undefined;
  setItem(i: number, item: ItemId | null): void;
}

const TOOL_PARTIALS = new Set(['partial_tool_call', 'partial_tool_call_output']);
const TEXT_PARTIALS: Record<string, string> = {
  partial_text: 'text',
  partial_thinking: 'thinking',
};

function envelopesOf(state: TraceState, id: ItemId): unknown[] {
  const item = state.items.get(id);
  if (!item) return [];
  switch (item.kind) {
    case 'tool':
      return [item.call, item.output, item.pointer];
    case 'subagent':
      return [item.envelope];
    default:
      return [item.envelope];
  }
}

function toolCallIdOf(input: LoggedInput): { origin: readonly unknown[]; id: string } | undefined {
  if (input.kind === 'record') {
    const id = (input.envelope.payload as { tool_call_id?: unknown }).tool_call_id;
    return typeof id === 'string' ? { origin: input.envelope.origin ?? [], id } : undefined;
  }
  if (input.event.type !== 'approval_request') return undefined;
  const call = input.event.toolCall as
    { origin?: unknown; payload?: { tool_call_id?: unknown } } | undefined;
  const id = call?.payload?.tool_call_id;
  const origin = Array.isArray(call?.origin)
    ? call.origin
    : Array.isArray(input.event.origin)
      ? input.event.origin
      : [];
  return typeof id === 'string' ? { origin, id } : undefined;
}

export class Attributor {
  /** Events attributed so far. */
  private next = 0;
  /** Items already indexed by envelope. */
  private itemsSeen = 0;
  private segment = 0;
  private readonly byEnvelope = new Map<unknown, ItemId>();
  /** Open text/thinking fragments by `${session}\n${kind}`; events wait for the item when its
   * complete record replaced the start record within one batch. */
  private readonly open = new Map<string, { item?: ItemId; pending: number[] }>();

  /** Attributes the first `count` logged events, given the state after all of them. */
  advance(log: AttributedEvents, state: TraceState, count = log.count): void {
    const start = count > 0 ? log.segmentStart(count - 1) : 0;
    if (start > this.segment) {
      // Rows of events before a history replaced the state are gone with that state.
      for (let i = this.segment; i < start; i++)
        if (log.item(i) === undefined) log.setItem(i, null);
      this.next = Math.max(this.next, start);
      this.restart(start);
    }
    for (let id = this.itemsSeen; id < state.items.size; id++)
      for (const env of envelopesOf(state, id)) if (env) this.byEnvelope.set(env, id);
    this.itemsSeen = state.items.size;
    for (; this.next < count; this.next++) {
      const input = log.input(this.next);
      const item = input ? this.itemOf(input, state, log) : null;
      if (item !== undefined) log.setItem(this.next, item);
    }
  }

  /** Forgets every event attributed: the log started over. */
  startOver(): void {
    this.next = 0;
    this.restart(0);
  }

  private restart(at: number): void {
    this.segment = at;
    this.byEnvelope.clear();
    this.open.clear();
    this.itemsSeen = 0;
  }

  /** The item, null for none, undefined while it waits for its complete record. */
  private itemOf(
    input: LoggedInput,
    state: TraceState,
    log: AttributedEvents,
  ): ItemId | null | undefined {
    const tool = toolCallIdOf(input);
    if (tool) return state.tools.get(sessionKeyOf(tool.origin), tool.id) ?? null;
    if (input.kind === 'server') return null;
    const env: AnyEnvelope = input.envelope;
    if (env.type === 'session_meta') return this.byEnvelope.get(env) ?? null;
    const type = String(env.payload.type);
    const session = sessionKeyOf(env.origin);
    if (env.type === 'event_msg' && type === 'subagent') {
      const child = sessionKeyOf([...(env.origin ?? []), String(env.payload.session_id)]);
      return state.sessions.get(child)?.spawnItem ?? this.byEnvelope.get(env) ?? null;
    }
    const partial = TEXT_PARTIALS[type];
    if (partial !== undefined) {
      const key = `${session}\n${partial}`;
      let entry = this.open.get(key);
      if ((env.payload as { event_type?: unknown }).event_type === 'start' || !entry) {
        const item = this.byEnvelope.get(env);
        entry = item === undefined ? { pending: [] } : { item, pending: [] };
        this.open.set(key, entry);
      }
      if (entry.item !== undefined) return entry.item;
      entry.pending.push(this.next);
      return undefined;
    }
    if (type === 'text' || type === 'thinking') {
      const key = `${session}\n${type}`;
      const entry = this.open.get(key);
      this.open.delete(key);
      const item = this.byEnvelope.get(env) ?? entry?.item ?? null;
      for (const i of entry?.pending ?? []) log.setItem(i, item);
      return item;
    }
    if (TOOL_PARTIALS.has(type)) return null;
    return this.byEnvelope.get(env) ?? null;
  }
}
