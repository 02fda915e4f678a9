// The one connection state a live document shows, from its transport and the controller.
import type { LiveSource, LiveState, LiveStatus } from './live-source';
import type { TransportStatus } from './transport';
import { sameReason, type LinkReason } from '../net/link-reason';

export interface ControllerFlags {
  everOpen: boolean;
  paused: boolean;
  /** A history fetch is in flight. */
  syncing: boolean;
  /** Something is on screen already (the first sync or the first events). */
  ready: boolean;
  held: number;
  /** The server says its source is gone (a tailed file deleted): why; else null. */
  gone: LinkReason | null;
}

export function liveState(link: TransportStatus, f: ControllerFlags): LiveState {
  if (link.state === 'closed') return 'closed';
  if (f.paused) return 'paused';
  if (link.state === 'stalled') return 'stalled';
  if (link.state === 'open') {
    if (f.gone !== null) return 'gone';
    return f.syncing && !f.ready ? 'connecting' : 'live';
  }
  return link.state === 'waiting' || f.everOpen ? 'reconnecting' : 'connecting';
}

export function liveStatus(
  source: LiveSource,
  link: TransportStatus,
  f: ControllerFlags,
): LiveStatus {
  return {
    state: liveState(link, f),
    source,
    held: f.held,
    syncing: f.syncing,
    everOpen: f.everOpen,
    ...(link.state === 'waiting' && link.retryAt !== undefined ? { retryAt: link.retryAt } : {}),
    ...(f.gone !== null && link.state === 'open'
      ? { reason: f.gone }
      : link.reason !== undefined
        ? { reason: link.reason }
        : {}),
  };
}

export function sameStatus(a: LiveStatus | null, b: LiveStatus): boolean {
  return (
    a !== null &&
    a.state === b.state &&
    a.held === b.held &&
    a.syncing === b.syncing &&
    a.everOpen === b.everOpen &&
    a.retryAt === b.retryAt &&
    sameReason(a.reason, b.reason) &&
    a.signIn === b.signIn
  );
}
