// Asks before aborting a running session: an abort stops the agent's task on the server.
import type { ServerSession } from '../../net/penguin-api';
import { useModalDialog } from '../common/use-modal-dialog';
import { SECONDARY } from '../live/form-styles';
import { DialogButton } from '../common/dialog-button';
import { DIALOG } from '../common/looks';
import { useT } from '../i18n/language-store';

const CONFIRM_TONE = 'bg-rose-600 text-white hover:bg-rose-500';

export function AbortDialog({
  session,
  onConfirm,
  onCancel,
}: {
  session: ServerSession | null;
  onConfirm(session: ServerSession): void;
  onCancel(): void;
}) {
  const ref = useModalDialog(session !== null);
  const words = useT().serverBrowser;
  return (
    <dialog
      ref={ref}
      data-testid="abort-dialog"
      onClose={(e) => {
        // React bubbles `close` through its tree: it must not also close the Connect panel.
        e.stopPropagation();
        onCancel();
      }}
      aria-labelledby="abort-dialog-title"
      className={`w-[min(26rem,calc(100vw-1.5rem))] p-4 ${DIALOG}`}
    >
      {session && (
        <div className="flex flex-col gap-3">
          <h3 id="abort-dialog-title" className="text-sm font-semibold">
            {words.abortQuestion}
          </h3>
          <p className="text-xs text-fg-label">
            <span className="font-medium">{session.title ?? session.sessionId}</span>
            {words.abortStops}
          </p>
          <div className="flex justify-end gap-2">
            <DialogButton testId="abort-cancel" onClick={onCancel} look={SECONDARY}>
              {words.cancel}
            </DialogButton>
            <button
              type="button"
              data-testid="abort-confirm"
              onClick={() => onConfirm(session)}
              className={`inline-flex h-8 items-center rounded-md px-3 text-xs font-medium ${CONFIRM_TONE}`}
            >
              {words.abortConfirm}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
