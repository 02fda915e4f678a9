import { useEffect } from 'react';
import type { BrowserStore } from '../../live/server-browser/browser-store';
import { followServerEvents } from '../../live/server-browser/server-events';

/** Follows `/api/events` for the store while mounted, reconnecting when `channel` changes. */
export function useServerEvents(store: BrowserStore, channel: number): void {
  useEffect(() => followServerEvents(store), [store, channel]);
}
