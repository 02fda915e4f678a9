// A PenguinHarness server: base URL (same origin by default), its browser (project → agent →
// sessions, signing in when asked), or a session by id. A server the reader typed and opened a
// session of is one they chose: links to it later open without asking (trusted-servers.ts).
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { browserStoreFor } from '../../live/server-browser/browser-store';
import { openLive } from '../../docs/open-live';
import { trustServer } from '../../docs/trusted-servers';
import { openFiles } from '../load/open-local';
import { ServerBrowser } from '../server-browser/server-browser';
import type { SessionActions } from '../server-browser/agent-sessions';
import { FIELD_LABEL, INPUT, PRIMARY } from './form-styles';
import { useT } from '../i18n/language-store';

/** Typing a server address asks it only once the typing pauses. */
const SETTLE_MS = 250;

/** An http(s) address with a host: anything else would be asked of this page's own server. */
function isServerAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** How a PenguinHarness session id begins: an example, the same in every language. */
const SESSION_EXAMPLE = 'session-…';

export function PenguinForm({ onDone }: { onDone(): void }) {
  const [typed, setTyped] = useState('');
  const [base, setBase] = useState('');
  const [sessionId, setSessionId] = useState('');
  const t = useT();
  useEffect(() => {
    const t = setTimeout(() => setBase(typed.trim()), SETTLE_MS);
    return () => clearTimeout(t);
  }, [typed]);
  const actions = useMemo<SessionActions>(
    () => ({
      onOpenLive(s) {
        trustServer(base, location.href);
        openLive({ kind: 'penguin', base, sessionId: s.sessionId });
        onDone();
      },
      onOpenFiles(files, _session, urls) {
        // Fetched from this page's own server (`serve --proxy`), they can be fetched again by a
        // link; another server's need the reader (and its sign-in) again.
        openFiles(files, base === '' ? urls : undefined);
        onDone();
      },
    }),
    [base, onDone],
  );
  // A server that does not answer, or has no PenguinHarness API, has no session to connect to:
  // connecting opened an empty tab that lost the reason.
  const refused = useStore(browserStoreFor(base), (s) => s.errorCause !== null);
  const connect = () => {
    trustServer(base, location.href);
    openLive({ kind: 'penguin', base, sessionId: sessionId.trim() });
    onDone();
  };
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>{t.live.penguin.server}</span>
        <input
          data-testid="penguin-base"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t.live.penguin.serverPlaceholder}
          className={INPUT}
        />
      </label>
      {base === '' || isServerAddress(base) ? (
        <ServerBrowser base={base} actions={actions} />
      ) : (
        <p data-testid="penguin-base-invalid" className="text-xs text-danger">
          {t.live.penguin.notAnAddress}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className={FIELD_LABEL}>{t.live.penguin.sessionId}</span>
          <input
            data-testid="penguin-session"
            value={sessionId}
            onChange={(e) => setSessionId(e.target.value)}
            placeholder={SESSION_EXAMPLE}
            className={INPUT}
          />
        </label>
        <button
          type="button"
          data-testid="penguin-connect"
          disabled={sessionId.trim() === '' || refused}
          onClick={connect}
          className={PRIMARY}
        >
          {t.live.connect}
        </button>
      </div>
    </div>
  );
}
