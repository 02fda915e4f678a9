// History + buffered stream, in the order PROTOCOL.md §11 recommends: the history's complete
// records, the open fragments of `live`, then what the stream brought meanwhile, less what the
// history already reflects. Pure: the live controller feeds the result to the store in one step.
import type { AnyEnvelope, SessionTitleEvent } from '../protocol/types';
import { isAtOrBefore } from './sse-ids';
import type { SseItem } from './types';
import { sessionKeyOf } from '../store/session-key';

export type LiveItem = Exclude<SseItem, { kind: 'comment' }>;

export interface HistorySnapshot {
  messages: readonly AnyEnvelope[];
  /**
   * The session's title as the server holds it now (`GET /api/sessions/:id`): the stream sends a
   * `session_title` once, so a reader who came later would see the first prompt instead.
   */
  titles?: readonly SessionTitleEvent[];
  live?: { cursor: string | null; fragments: readonly AnyEnvelope[] } | undefined;
}

export interface MergeResult {
  /** History records (and open fragments) first, then the surviving buffered items. */
  history: AnyEnvelope[];
  buffered: LiveItem[];
}

const PARTIAL = /^partial_/;

export function isPartial(env: AnyEnvelope): boolean {
  return env.type === 'model_msg' && PARTIAL.test(String(env.payload.type));
}

/** JSON with object keys sorted, so a record re-serialized by a server compares equal. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What identifies a complete record across history and stream (history adds `tracePosition`). */
export function contentKey(env: AnyEnvelope): string {
  return `${env.timestamp}\n${env.type}\n${stableJson(env.payload)}\n${sessionKeyOf(env.origin)}`;
}

/**
 * Drops buffered partials at or before the history's cursor (same epoch), buffered complete
 * records the history already holds (by content, counted, so a record really sent twice stays
 * twice), and, with no `live` cursor, partials that came before the last such overlap: those
 * fragments were closed by then and the history holds their complete records.
 */
export function mergeHistory(snapshot: HistorySnapshot, buffer: readonly LiveItem[]): MergeResult {
  const seen = new Map<string, number>();
  for (const env of snapshot.messages) {
    const key = contentKey(env);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const cursor = snapshot.live?.cursor ?? null;
  const duplicate = buffer.map((item) => {
    if (item.kind !== 'record' || isPartial(item.envelope)) return false;
    const key = contentKey(item.envelope);
    const n = seen.get(key) ?? 0;
    if (n === 0) return false;
    seen.set(key, n - 1);
    return true;
  });
  const lastOverlap = snapshot.live ? -1 : duplicate.lastIndexOf(true);
  const buffered = buffer.filter((item, i) => {
    if (item.kind !== 'record') return true;
    if (duplicate[i]) return false;
    if (!isPartial(item.envelope)) return true;
    return i > lastOverlap && !isAtOrBefore(item.at.eventId, cursor);
  });
  return {
    history: [...snapshot.messages, ...(snapshot.live?.fragments ?? [])],
    buffered,
  };
}
