import { useEffect } from 'react';
import { NeedsLoginError, type PenguinApi } from '../../ingest/penguin-api';
import { SseClient } from '../../ingest/sse-client';
import type { BrowserStore } from './browser-store';
import { sessionNews } from './server-event';

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
        // The SSE client reports a refused connection as "HTTP <status>: <server message>".
        if (status.state === 'closed' && status.reason?.startsWith('HTTP 401'))
          store
            .getState()
            .channelFailed(
              new NeedsLoginError(401, 'unauthorized', status.reason.replace(/^HTTP 401:?\s*/, '')),
            );
      },
    });
    client.start();
    return () => client.close();
  }, [api, store, key]);
}
