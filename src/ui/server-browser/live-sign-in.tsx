// A live PenguinHarness document the server refused with a 401 (never signed in, or the cookie
// expired mid-session): the sign-in form in place, then the stream resumes from its last event
// and the actions the server refused are sent again. A refusal no sign-in can fix (the preview
// host) says what to change instead.
import { useDoc, useDocState } from '../../docs/doc-context';
import { penguinApiFor } from '../../live/server-browser/browser-store';
import { isPreviewHostRefusal, signInReason } from '../../net/penguin-errors';
import { refusalText } from '../live/refusal-text';
import { reasonText } from '../live/connection-text';
import { LoginForm } from '../live/login-form';
import { useT } from '../i18n/language-store';

const BAR = 'border-b border-warn-edge bg-warn-tint px-3 py-2 sm:px-5';

export function LiveSignIn() {
  const doc = useDoc();
  const t = useT();
  const connection = useDocState((s) => (s.status.kind === 'file' ? null : s.status.connection));
  const source = connection?.source;
  const base = source?.kind === 'penguin' ? source.base : null;
  const api = base === null ? null : penguinApiFor(base);
  const closedBy = connection?.state === 'closed' ? connection.reason : undefined;
  if (!api || !connection) return null;
  if (closedBy?.code === 'http' && isPreviewHostRefusal(closedBy.message ?? ''))
    return (
      <p data-testid="live-wrong-host" role="alert" className={`${BAR} text-xs text-fg-label`}>
        {refusalText(reasonText(closedBy, t.live), t.live)}
      </p>
    );
  const reason = connection.signIn ?? signInReason(closedBy);
  if (reason === null) return null;
  return (
    <div data-testid="live-sign-in" className={BAR}>
      <LoginForm
        client={api}
        reason={reason || t.live.login.asked}
        onLoggedIn={() => doc.actions.signedIn()}
      />
    </div>
  );
}
