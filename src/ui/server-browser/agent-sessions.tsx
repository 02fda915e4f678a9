// One agent's sessions: paged, newest first, children nested under their parents, kept up to
// date from `/api/events`, each openable live or as its Trace files, a running one abortable.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { ServerSession } from '../../net/penguin-api';
import { SECONDARY } from '../live/form-styles';
import { useT } from '../i18n/language-store';
import { AbortDialog } from '../live/abort-dialog';
import type { BrowserStore } from '../../live/server-browser/browser-store';
import { ServerSessionRow } from './server-session-row';
import { sessionRows } from '../../live/server-browser/session-tree';
import { TraceDownloadStatus } from './trace-download-status';
import { useServerEvents } from './use-server-events';

export interface SessionActions {
  onOpenLive(session: ServerSession): void;
  /** `urls`: where each file was fetched from, in the same order. */
  onOpenFiles(files: File[], session: ServerSession, urls: readonly string[]): void;
}

export function AgentSessions({
  store,
  actions,
}: {
  store: BrowserStore;
  actions: SessionActions;
}) {
  const sessions = useStore(store, (s) => s.sessions);
  const links = useStore(store, (s) => s.links);
  const next = useStore(store, (s) => s.next);
  const loading = useStore(store, (s) => s.loading);
  const download = useStore(store, (s) => s.download);
  const confirmAbort = useStore(store, (s) => s.confirmAbort);
  const channel = useStore(store, (s) => s.channel);
  const { loadMore, openFiles, askAbort, abort } = store.getState();
  useServerEvents(store, channel);
  const words = useT().serverBrowser;
  const rows = useMemo(() => sessionRows(sessions, links), [sessions, links]);
  return (
    <div className="flex flex-col gap-2">
      <ul
        data-testid="server-session-list"
        aria-label={words.sessions}
        aria-busy={loading}
        className="max-h-[55vh] overflow-y-auto rounded-md border border-line"
      >
        {rows.map((r) => (
          <ServerSessionRow
            key={r.session.sessionId}
            session={r.session}
            depth={r.depth}
            busy={download !== null && !download.error}
            onOpenLive={actions.onOpenLive}
            onOpenFiles={(s) => openFiles(s, actions.onOpenFiles)}
            onAbort={askAbort}
          />
        ))}
        {rows.length === 0 && !loading && (
          <li className="p-2 text-xs text-fg-muted">{words.noSessions}</li>
        )}
      </ul>
      {next !== null && (
        <button
          type="button"
          data-testid="sessions-more"
          disabled={loading}
          onClick={loadMore}
          className={`${SECONDARY} self-start`}
        >
          {loading ? words.loading : words.loadMore}
        </button>
      )}
      {download && <TraceDownloadStatus download={download} />}
      <AbortDialog
        name={confirmAbort && (confirmAbort.title ?? confirmAbort.sessionId)}
        onConfirm={() => confirmAbort && abort(confirmAbort)}
        onCancel={() => askAbort(null)}
      />
    </div>
  );
}
