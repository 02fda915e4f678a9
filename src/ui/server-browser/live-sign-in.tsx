// A live PenguinHarness document whose stream the server refused with a 401 (never signed in, or
// the cookie expired mid-session): the sign-in form in place of "Closed", then the stream resumes
// from its last event.
import { useMemo } from 'react';
import { useDoc, useDocState } from '../../docs/doc-context';
import { PenguinApi } from '../../ingest/penguin-api';
import { SIGN_IN_REFUSED as REFUSED } from '../live/connection-text';
import { LoginForm } from '../live/login-form';

export function LiveSignIn() {
  const doc = useDoc();
  const connection = useDocState((s) => (s.status.kind === 'file' ? null : s.status.connection));
  const source = connection?.source;
  const base = source?.kind === 'penguin' ? source.base : null;
  const api = useMemo(() => (base === null ? null : new PenguinApi(base)), [base]);
  const reason = connection?.state === 'closed' ? connection.reason : undefined;
  if (!api || reason === undefined || !REFUSED.test(reason)) return null;
  return (
    <div
      data-testid="live-sign-in"
      className="border-b border-warn-edge bg-warn-tint px-3 py-2 sm:px-5"
    >
      <LoginForm
        client={api}
        reason={reason.replace(REFUSED, '') || 'The server asks for a sign-in.'}
        onLoggedIn={() => doc.actions.reopen()}
      />
    </div>
  );
}
