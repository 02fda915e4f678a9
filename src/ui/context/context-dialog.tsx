// The context view: what the model received for one request, and what changed since the one
// before. Rendered once per document; opened from a request row.
import { memo, useCallback, useDeferredValue } from 'react';
import type { ContextDiff } from '../../context/context-diff';
import type { ModelContext } from '../../context/model-context';
import { useDoc } from '../../docs/doc-context';
import { ModalDialog } from '../common/modal-dialog';
import { useRevealItem } from '../sessions/use-reveal-item';
import { useTraceView } from '../trace-context';
import { ContextAttemptLine } from './context-attempt-line';
import { ContextDiffView } from './context-diff-view';
import { ContextMessageList } from './context-message-list';
import { ContextPreamble } from './context-preamble';
import { ContextTotals } from './context-totals';
import { useContextViewStore } from './context-store';
import { DIALOG } from '../common/looks';
import { sessionIdOf } from '../../store/session-key';
import { useT } from '../i18n/language-store';

/** Most of the window, whatever its size. */
const SIZE = 'h-[min(48rem,calc(100vh-2rem))] w-[min(56rem,calc(100vw-2rem))] p-0';

export function ContextDialog() {
  const t = useT().context;
  const docId = useDoc().id;
  const target = useContextViewStore((s) => s.open);
  const close = useContextViewStore((s) => s.close);
  const requestId = target?.docId === docId ? target.requestId : undefined;
  return (
    <ModalDialog
      open={requestId !== undefined}
      onClose={close}
      aria-label={t.dialog}
      className={`${DIALOG} ${SIZE}`}
    >
      {requestId !== undefined && (
        <ContextBody key={requestId} requestId={requestId} onClose={close} />
      )}
    </ModalDialog>
  );
}

function ContextBody({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const t = useT().context;
  // Follows a live trace: the same objects while nothing before the request changed, so a live
  // session's new version costs a check; drawn at low priority, so a change that does redraw the
  // dialog never holds up the conversation's frame.
  const context = useDeferredValue(useTraceView('contextAt', requestId));
  const diff = useDeferredValue(useTraceView('diffAt', requestId));
  const reveal = useRevealItem();
  const onReveal = useCallback(
    (itemId: number) => {
      onClose();
      reveal(itemId);
    },
    [onClose, reveal],
  );
  if (!context || !diff) return <p className="p-4 text-sm text-fg-muted">{t.noBegin}</p>;
  return (
    <ContextView
      requestId={requestId}
      context={context}
      diff={diff}
      onClose={onClose}
      onReveal={onReveal}
    />
  );
}

const ContextView = memo(function ContextView({
  requestId,
  context,
  diff,
  onClose,
  onReveal,
}: {
  requestId: number;
  context: ModelContext;
  diff: ContextDiff;
  onClose: () => void;
  onReveal: (itemId: number) => void;
}) {
  const t = useT().context;
  return (
    <div
      data-testid="context-view"
      data-request-id={requestId}
      data-messages={context.messages.length}
      className="flex h-full flex-col"
    >
      <header className="flex items-start gap-3 border-b border-line px-4 py-2">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-fg-strong">
            {t.heading}
            {context.session !== '' && (
              <span className="ml-2 font-mono text-xs font-normal text-fg-muted">
                {sessionIdOf(context.session)}
              </span>
            )}
            {context.context !== undefined && (
              <span className="ml-2 text-xs font-normal text-fg-muted">
                {t.modelContext(context.context)}
              </span>
            )}
          </h2>
          <ContextAttemptLine context={context} />
        </div>
        <button
          type="button"
          data-testid="context-close"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-xs font-medium text-fg-soft ring-1 ring-line-strong hover:bg-sunken"
        >
          {t.close}
        </button>
      </header>
      <div className="min-h-0 flex-1 space-y-3 overflow-auto px-4 py-3">
        <ContextTotals context={context} />
        <ContextDiffView diff={diff} onReveal={onReveal} />
        <ContextPreamble context={context} />
        <ContextMessageList messages={context.messages} onReveal={onReveal} />
      </div>
    </div>
  );
});
