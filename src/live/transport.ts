import type { ClientStatus } from '../net/sse-client';
import type { SseItem } from '../ingest/types';
import type { LinkReason } from '../net/link-reason';

export type TransportStatus = Pick<ClientStatus, 'state' | 'retryAt' | 'reason'>;

/** Where live items come from: an SSE connection or a replayed capture. */
export interface Transport {
  start(): void;
  close(reason?: LinkReason): void;
  reconnectNow(): void;
  /** Opens a closed connection again where it stopped (after a sign-in). */
  restart?(): void;
  /** A replay pauses at its source; a live stream has no such thing and keeps buffering. */
  pause?(): void;
  resume?(): void;
}

export interface TransportHooks {
  onItems(items: SseItem[]): void;
  /** A replay moved back or forth: the view becomes exactly these items (a fresh start). */
  onReset?(items: SseItem[]): void;
  onStatus(status: TransportStatus): void;
}
