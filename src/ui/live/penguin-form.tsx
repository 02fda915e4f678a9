// A PenguinHarness server: base URL (same origin by default), optional login, a session from
// its list or by id.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PenguinClient, PenguinError, type PenguinSession } from '../../ingest/penguin-client';
import { openLive } from '../../docs/open-live';
import { FIELD_LABEL, INPUT, PRIMARY } from './form-styles';
import { LoginForm } from './login-form';
import { SessionList } from './session-list';

export function PenguinForm({ onDone }: { onDone(): void }) {
  const [base, setBase] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [sessions, setSessions] = useState<PenguinSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsLogin, setNeedsLogin] = useState(false);
  const client = useMemo(() => new PenguinClient(base), [base]);
  const refresh = useCallback(() => {
    setError(null);
    client.sessions().then(
      (list) => {
        setSessions(list);
        setNeedsLogin(false);
      },
      (e: unknown) => {
        setSessions(null);
        setNeedsLogin(e instanceof PenguinError && (e.status === 401 || e.status === 403));
        setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [client]);
  useEffect(() => {
    const t = setTimeout(refresh, 250);
    return () => clearTimeout(t);
  }, [refresh]);
  const connect = () => {
    openLive({ kind: 'penguin', base: client.base, sessionId: sessionId.trim() });
    onDone();
  };
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>Server</span>
        <input
          data-testid="penguin-base"
          value={base}
          onChange={(e) => setBase(e.target.value)}
          placeholder="Same origin (omniscope serve --proxy)"
          className={INPUT}
        />
      </label>
      {needsLogin && <LoginForm client={client} onLoggedIn={refresh} />}
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between">
          <span className={FIELD_LABEL}>Sessions</span>
          <button
            type="button"
            onClick={refresh}
            className="text-xs text-indigo-700 hover:underline dark:text-indigo-300"
          >
            Refresh
          </button>
        </div>
        {sessions && (
          <SessionList sessions={sessions} selected={sessionId} onSelect={setSessionId} />
        )}
        {error && (
          <p data-testid="penguin-error" className="text-xs text-rose-700 dark:text-rose-300">
            {needsLogin ? `Log in to list sessions (${error})` : error}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className={FIELD_LABEL}>Session id</span>
          <input
            data-testid="penguin-session"
            value={sessionId}
            onChange={(e) => setSessionId(e.target.value)}
            placeholder="session-…"
            className={INPUT}
          />
        </label>
        <button
          type="button"
          data-testid="penguin-connect"
          disabled={sessionId.trim() === ''}
          onClick={connect}
          className={PRIMARY}
        >
          Connect
        </button>
      </div>
    </div>
  );
}
