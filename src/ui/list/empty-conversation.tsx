// What stands where the rows would when a document has none: a file that holds no record (empty,
// or every line bad), a live source still waiting or failing to connect, a session with nothing
// in it yet. A blank page read as broken.
import { useDocState } from '../../docs/doc-context';
import { loadStateOf } from '../../docs/source-status';
import { countSeverities } from '../shell/diagnostic-counts';
import { useLayoutStore } from '../layout/layout-store';
import { useT } from '../i18n/language-store';
import { useTraceView } from '../trace-context';
import { connectFailure, connectionTone, statusReason } from '../live/connection-text';
import { LastError } from '../live/last-error';
import { UnreachableNotice } from '../live/unreachable-notice';

export function EmptyConversation() {
  const status = useDocState((s) => s.status);
  const diagnostics = useDocState((s) => s.diagnostics);
  const violations = useTraceView('violationTally');
  const records = useTraceView('records');
  const toggle = useLayoutStore((s) => s.toggle);
  const t = useT();
  const words = t.list.empty;
  const failure = connectFailure(status);
  if (failure && status.kind !== 'file')
    return (
      <UnreachableNotice
        failure={failure}
        source={status.connection.source}
        retryAt={status.connection.retryAt}
      />
    );
  if (loadStateOf(status) === 'loading') return null;
  const { errors } = countSeverities(diagnostics, violations);
  const ended =
    status.kind !== 'file' &&
    (status.connection.state === 'closed' || status.connection.state === 'gone');
  // Why it ended, unless the reader ended it (Disconnect, a replay's end).
  const why =
    ended && records === 0 && connectionTone(status.connection) !== 'neutral'
      ? statusReason(status.connection, t)
      : undefined;
  const text =
    records > 0
      ? words.session
      : status.kind === 'file'
        ? status.load.state === 'error'
          ? words.unread
          : words.file
        : ended
          ? words.closed
          : words.waiting;
  return (
    <div
      data-testid="conversation-empty"
      className="mx-auto max-w-prose px-6 py-10 text-sm text-fg-muted"
    >
      <p>{text}</p>
      {why !== undefined && (
        <div className="mt-2">
          <LastError reason={why} testId="conversation-empty-reason" />
        </div>
      )}
      {errors > 0 && (
        <button
          type="button"
          onClick={() => toggle('diagnostics', true)}
          className="mt-2 text-link underline-offset-2 hover:underline"
        >
          {words.problems(errors)}
        </button>
      )}
    </div>
  );
}
