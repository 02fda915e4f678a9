// Asks before an abort: it stops the agent's task on the server and cannot be taken back. The
// server browser's Abort and a retry's Give up both ask here.
import { useModalDialog } from '../common/use-modal-dialog';
import { SECONDARY } from './form-styles';
import { DialogButton } from '../common/dialog-button';
import { DIALOG } from '../common/looks';
import { useT } from '../i18n/language-store';

const CONFIRM_TONE = 'bg-rose-600 text-white hover:bg-rose-500';

/** Open while `name` (the session's title or id, as the reader knows it) is not null. */
export function AbortDialog({
  name,
  testId = 'abort-dialog',
  onConfirm,
  onCancel,
}: {
  name: string | null;
  testId?: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useModalDialog(name !== null);
  const words = useT().serverBrowser;
  const titleId = `${testId}-title`;
  return (
    <dialog
      ref={ref}
      data-testid={testId}
      onClose={(e) => {
        // React bubbles `close` through its tree: it must not also close the Connect panel.
        e.stopPropagation();
        onCancel();
      }}
      aria-labelledby={titleId}
      className={`w-[min(26rem,calc(100vw-1.5rem))] p-4 ${DIALOG}`}
    >
      {name !== null && (
        <div className="flex flex-col gap-3">
          <h3 id={titleId} className="text-sm font-semibold">
            {words.abortQuestion}
          </h3>
          <p className="text-xs text-fg-label">
            <span className="font-medium">{name}</span>
            {words.abortStops}
          </p>
          <div className="flex justify-end gap-2">
            <DialogButton testId="abort-cancel" onClick={onCancel} look={SECONDARY}>
              {words.cancel}
            </DialogButton>
            <button
              type="button"
              data-testid="abort-confirm"
              onClick={onConfirm}
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
