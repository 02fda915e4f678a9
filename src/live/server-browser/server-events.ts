// The server browser's `GET /api/events` channel, built outside React: the hook only subscribes.
import { NeedsLoginError, signInReason } from '../../net/penguin-errors';
import { SseClient } from '../../net/sse-client';
import type { BrowserStore } from './browser-store';
import { sessionNews } from './server-event';

/**
 * Feeds session news to the store until the returned close is called. A 401 closes the channel
 * (the SSE client gives up on it) and is handed over to ask for a sign-in.
 */
export function followServerEvents(store: BrowserStore): () => void {
  /** Between a (re)connect and the next drop: a stall that recovers is no new connection. */
  let connected = false;
  const client = new SseClient({
    url: store.getState().api.eventsUrl(),
    credentials: 'include',
    onItems: (items) => {
      for (const item of items) {
        const news = item.kind === 'server' ? sessionNews(item.event) : null;
        if (news) store.getState().news(news);
      }
    },
    onStatus: (status) => {
      if (status.state === 'open' && !connected) store.getState().channelOpened();
      connected = status.state === 'open' || status.state === 'stalled';
      const reason = status.state === 'closed' ? signInReason(status.reason) : null;
      if (reason !== null)
        store.getState().channelFailed(new NeedsLoginError(401, 'unauthorized', reason));
    },
  });
  client.start();
  return () => client.close();
}
