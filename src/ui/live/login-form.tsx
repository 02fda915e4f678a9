// PenguinHarness login: `POST /api/auth/login {userId, password}` sets the session cookie.
import { useState } from 'react';
import type { PenguinClient } from '../../ingest/penguin-client';
import { FIELD_LABEL, INPUT, SECONDARY } from './form-styles';
import { useAction } from './use-action';

export function LoginForm({ client, onLoggedIn }: { client: PenguinClient; onLoggedIn(): void }) {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAction();
  const submit = () =>
    run(async () => {
      await client.login(userId, password);
      setPassword('');
      onLoggedIn();
    });
  return (
    <div
      className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      data-testid="login-form"
    >
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>User</span>
        <input
          data-testid="login-user"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          className={INPUT}
          autoComplete="username"
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>Password</span>
        <input
          data-testid="login-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), submit())}
          className={INPUT}
          autoComplete="current-password"
        />
      </label>
      <button
        type="button"
        data-testid="login-submit"
        disabled={busy || userId === ''}
        onClick={submit}
        className={SECONDARY}
      >
        {busy ? 'Logging in…' : 'Log in'}
      </button>
      {error && (
        <p role="alert" className="text-xs text-rose-700 sm:col-span-3 dark:text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
