import { useEffect } from 'react';
import type { PenguinApi } from '../../net/penguin-api';
import { NeedsLoginError, signInReason } from '../../net/penguin-errors';
import { SseClient } from '../../net/sse-client';
import type { BrowserStore } from '../../live/server-browser/browser-store';
import { sessionNews } from '../../live/server-browser/server-event';

/**
 * Follows `GET /api/events` for the store, reconnecting when `key` changes. A 401 closes the
 * channel (the SSE client gives up on it) and is handed over to ask for a sign-in.
 */
export function useServerEvents(api: PenguinApi, store: BrowserStore, key: string): void {
  useEffect(() => {
    const client = new SseClient({
      url: api.eventsUrl(),
      credentials: 'include',
      onItems: (items) => {
        for (const item of items) {
          const news = item.kind === 'server' ? sessionNews(item.event) : null;
          if (news) store.getState().news(news);
        }
      },
      onStatus: (status) => {
        const reason = status.state === 'closed' ? signInReason(status.reason) : null;
        if (reason !== null)
          store.getState().channelFailed(new NeedsLoginError(401, 'unauthorized', reason));
      },
    });
    client.start();
    return () => client.close();
  }, [api, store, key]);
}
