// PenguinHarness login: `POST /api/auth/login {userId, password}` sets the session cookie. The
// form names the origin the password goes to: the 401 that asks for it, and its message, come
// from whatever server the page was pointed at.
import { useState } from 'react';
import { FIELD_LABEL, INPUT, SECONDARY } from './form-styles';
import { useAction } from './use-action';
import { useT } from '../i18n/language-store';

/** Anything that signs in (the live client, the server browser's API). */
export interface SignIn {
  /** Server base URL; '' = this page's origin. */
  readonly base: string;
  login(userId: string, password: string): Promise<unknown>;
}

function destination(base: string): string {
  try {
    return new URL(base || '/', location.href).origin;
  } catch {
    return base;
  }
}

/** `reason`: why a sign-in is asked for (the server's 401 message), shown above the fields. */
export function LoginForm({
  client,
  onLoggedIn,
  reason,
}: {
  client: SignIn;
  onLoggedIn(): void;
  reason?: string | undefined;
}) {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAction();
  const words = useT().live.login;
  const origin = destination(client.base);
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
      <p className="text-xs text-fg-label sm:col-span-3">
        {words.signingInTo}{' '}
        <span data-testid="login-origin" className="font-mono font-medium text-fg">
          {origin}
        </span>
        {origin === location.origin && words.viaProxy}
        {words.passwordSent}
      </p>
      {reason && (
        <p data-testid="login-reason" className="text-xs text-fg-label sm:col-span-3">
          {words.answered(reason)}
        </p>
      )}
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>{words.user}</span>
        <input
          data-testid="login-user"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          className={INPUT}
          autoComplete="username"
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>{words.password}</span>
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
        {busy ? words.loggingIn : words.logIn}
      </button>
      {error && (
        <p role="alert" data-testid="login-error" className="text-xs text-danger sm:col-span-3">
          {error}
        </p>
      )}
    </div>
  );
}
