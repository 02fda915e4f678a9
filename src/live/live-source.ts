// What a live document is connected to.
import type { ReadingProblem } from '../problems/reading-problem';
import type { LinkReason } from '../net/link-reason';

/** A generic SSE URL: unnamed events are OmniMessage JSON, `server_event` events server events. */
export interface SseSource {
  kind: 'sse';
  url: string;
}

/** A PenguinHarness session, followed the way PROTOCOL.md §11 recommends (stream + history). */
export interface PenguinSource {
  kind: 'penguin';
  /** Server base URL; '' = this page's origin (through `omniscope serve --proxy`). */
  base: string;
  sessionId: string;
  /** The server is the built-in demo (a label only). */
  demo?: boolean;
}

/** A saved capture (`.sse` or Trace JSONL) played as if live. */
export interface ReplaySource {
  kind: 'replay';
  url: string;
  speed: number;
}

export type LiveSource = SseSource | PenguinSource | ReplaySource;

/**
 * stalled: connected, bytes arrive, but no event completes; never shown as live. gone: connected,
 * but the server says its source is gone (a tailed file deleted), so nothing new can come.
 */
export type LiveState =
  'connecting' | 'live' | 'stalled' | 'gone' | 'reconnecting' | 'paused' | 'closed';

/** The connection state a live document shows; plain data only. */
export interface LiveStatus {
  state: LiveState;
  source: LiveSource;
  /** Viewer clock (ms) of the next reconnect attempt. */
  retryAt?: number;
  /** The link has been open once (an error kept since is an old drop's, not why it is empty). */
  everOpen?: boolean;
  reason?: LinkReason;
  /** Why a link was refused before any request (a URL not allowed): said as a problem is. */
  reading?: ReadingProblem;
  /** Items held while paused. */
  held: number;
  /** The history is being fetched (first sync or a resync). */
  syncing: boolean;
  /** The server's 401 message while an action waits for a sign-in (the sign-in expired). */
  signIn?: string;
}

export function sourceLabel(source: LiveSource): string {
  switch (source.kind) {
    case 'penguin':
      return source.sessionId;
    case 'sse':
    case 'replay': {
      try {
        const u = new URL(source.url, location.href);
        return decodeURIComponent(u.pathname.split('/').filter(Boolean).pop() ?? u.host);
      } catch {
        return source.url;
      }
    }
  }
}
