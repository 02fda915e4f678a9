import { SessionHistory, type MessagesResponse } from '../session-history';
import type { EventSourceMessage as SseMessage } from 'eventsource-parser';
import type { RecordedHistory } from './recorded-history';

/** Faults of the test SSE server; positions count capture events from 1. */
export interface Faults {
  /** Cut the connection right after this event (say, in the middle of a fragment). */
  cutAfter?: number;
  /** Answer the next resume (a request with Last-Event-ID) with `resync_required`. */
  resyncNext?: boolean;
  /** On resume, start this many events before the client's Last-Event-ID: duplicates. */
  dupOnResume?: number;
  /** Milliseconds between events. */
  delayMs?: number;
  /** Stop after this event and keep the connection open, like a live session going quiet. */
  holdAfter?: number;
  /** Answer `/messages` this many milliseconds late, the history taken when it answers. */
  messagesDelayMs?: number;
  /** Answer this many stream requests with 503, like a server still starting (set in process). */
  failStreams?: number;
  /** Serve `messages-<name>.json` from the fixture folder instead of computing history. */
  messagesFixture?: string;
}

// `failStreams` counts down per request: a query parameter, read again each time, cannot.
const NUMERIC = ['cutAfter', 'dupOnResume', 'delayMs', 'holdAfter', 'messagesDelayMs'] as const;

/** Faults from query parameters (`?cutAfter=40&resync=1&dup=3&delay=10&holdAfter=100`). */
export function faultsFromQuery(q: URLSearchParams): Faults {
  const f: Faults = {};
  const alias: Record<string, (typeof NUMERIC)[number]> = { dup: 'dupOnResume', delay: 'delayMs' };
  for (const [key, value] of q) {
    const name = alias[key] ?? key;
    const n = Number(value);
    if ((NUMERIC as readonly string[]).includes(name) && Number.isFinite(n))
      f[name as (typeof NUMERIC)[number]] = n;
    if (key === 'resync' || key === 'resyncNext') f.resyncNext = value !== '0' && value !== 'false';
    if (key === 'fixture' || key === 'messagesFixture') f.messagesFixture = value;
  }
  return f;
}

export function faultsFromJson(body: Record<string, unknown>): Faults {
  const f: Faults = {};
  for (const name of NUMERIC) if (typeof body[name] === 'number') f[name] = body[name];
  if (typeof body.resyncNext === 'boolean') f.resyncNext = body.resyncNext;
  if (typeof body.messagesFixture === 'string') f.messagesFixture = body.messagesFixture;
  return f;
}

/** The latest task_state at or before `end` (exclusive), as the snapshot a resync sends. */
export function taskStateBefore(events: readonly SseMessage[], end: number): string {
  for (let i = Math.min(end, events.length) - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.event === 'server_event' && e.data.includes('"task_state"')) return e.data;
  }
  return JSON.stringify({ type: 'task_state', state: 'idle', queued: 0 });
}

/**
 * `/messages` as the server would answer after the first `upTo` events of the capture: with the
 * server's recorded final answer, that answer cut at `upTo` (Trace-only records included, as the
 * real server holds them); without, the complete records the stream carried. The open fragments
 * (`live`) come from the stream either way.
 */
export function historyUpTo(
  events: readonly SseMessage[],
  upTo: number,
  recorded?: RecordedHistory,
): MessagesResponse {
  const history = new SessionHistory();
  let running = false;
  const end = Math.max(0, Math.min(upTo, events.length));
  for (const e of events.slice(0, end)) {
    const value: unknown = JSON.parse(e.data);
    if (typeof value !== 'object' || value === null) continue;
    const obj = value as Record<string, unknown>;
    if (e.event === undefined) history.apply(obj);
    else if (obj.type === 'task_state') running = obj.state !== 'idle';
  }
  const response = history.response(events[end - 1]?.id ?? null, running);
  return recorded ? { ...response, messages: recorded.messagesUpTo(end) } : response;
}
