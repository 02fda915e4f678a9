// Where the rows would be, for a live document that has not connected once: to whom, why not
// (the last attempt's error), when the next attempt comes, and a way to try now or stop. The
// header's pill says only "Reconnecting", and a phone folds it away.
import { useDoc } from '../../docs/doc-context';
import type { LiveSource } from '../../live/live-source';
import { useT } from '../i18n/language-store';
import { ActionButton } from './action-button';
import { reasonText, sourceAddress, type ConnectFailure } from './connection-text';
import { LastError } from './last-error';
import { useSecondsUntil } from './use-seconds-until';

export function UnreachableNotice({
  failure,
  source,
  retryAt,
}: {
  failure: ConnectFailure;
  source: LiveSource;
  retryAt: number | undefined;
}) {
  const doc = useDoc();
  const t = useT();
  const words = t.live.unreachable;
  const seconds = useSecondsUntil(retryAt);
  const next =
    failure.waiting && seconds !== undefined && seconds > 0
      ? t.live.state.reconnectingIn(seconds)
      : words.trying;
  return (
    <div
      data-testid="live-unreachable"
      data-kind={failure.kind}
      className="mx-auto max-w-prose space-y-2 px-6 py-10 text-sm text-fg-muted"
    >
      {/* Announced when the reason changes; the countdown is the header pill's to say. */}
      <div role="status" className="space-y-2">
        <p className="font-medium break-all text-fg">
          {words.title(sourceAddress(source, t.serverBrowser.proxyServer))}
        </p>
        <p>{words[failure.kind]}</p>
        <LastError reason={reasonText(failure.reason, t.live)} testId="live-unreachable-reason" />
      </div>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <span data-testid="live-unreachable-next">{next}</span>
        <ActionButton
          tone="neutral"
          busy={false}
          testId="live-retry-now"
          onClick={doc.actions.reconnectNow}
        >
          {t.live.retryNow}
        </ActionButton>
        <ActionButton
          tone="neutral"
          busy={false}
          testId="live-unreachable-disconnect"
          onClick={doc.actions.disconnect}
        >
          {t.live.controls.disconnect}
        </ActionButton>
      </div>
    </div>
  );
}
