// A request that did not commit: why, which attempt, the producer's full error, and what came next.
import { turnLabel } from './turn-label';
import type { RequestInfo } from '../../store/model';
import { formatDuration } from '../common/format';
import { useTraceView } from '../trace-context';
import { RetryOutcomeText } from './retry-outcome-text';
import { LABEL } from './looks';
import { TEXT } from '../common/tone';
import { lookUp } from '../common/look-up';
import { VisibleText } from '../common/visible-text';
import { Highlighted, SearchedPart } from '../search/highlighted';
import { ShowContextButton } from '../context/show-context-button';
import { useT } from '../i18n/language-store';

const FRAME = {
  wait: 'border-amber-300 bg-amber-50/70 dark:border-amber-900 dark:bg-amber-950/30',
  error: 'border-rose-300 bg-rose-50/70 dark:border-rose-900 dark:bg-rose-950/30',
};

export function RetryRow({ request }: { request: RequestInfo }) {
  const outcome = useTraceView('retryOutcome', request.id);
  const pos = useTraceView('attemptPosition', request.id);
  const status = String(request.status);
  const t = useT();
  const terminal =
    outcome === undefined ||
    outcome.kind === 'auth' ||
    outcome.kind === 'aborted' ||
    outcome.kind === 'gave-up';
  const tone = terminal ? 'error' : 'wait';
  return (
    <div
      data-testid="retry-row"
      data-status={status}
      data-outcome={outcome?.kind}
      data-attempt={pos?.attempt}
      className={`rounded-md border-l-4 border ${FRAME[tone]} px-3 py-2`}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className={`${LABEL} ${TEXT[tone]}`}>
          {terminal ? '✕' : '↻'}{' '}
          {lookUp(t.sessions.retry.cause, status) ?? <VisibleText text={status} />}
        </span>
        {pos && (
          <span className="text-xs text-fg-label">
            {t.sessions.retry.attemptOfTurn(pos.attempt, turnLabel(pos, t).toLowerCase())}
          </span>
        )}
        {request.retryInMs !== undefined && (
          <span className="text-xs text-fg-muted">
            {t.sessions.retry.plannedWait(formatDuration(request.retryInMs))}
          </span>
        )}
        <span className="ml-auto text-xs font-medium">
          {outcome && <RetryOutcomeText outcome={outcome} session={request.session} />}
        </span>
        <ShowContextButton requestId={request.id} />
      </div>
      {request.errorMessage && (
        <pre
          data-testid="retry-error"
          className="mt-1 max-h-40 overflow-auto font-mono text-xs break-words whitespace-pre-wrap text-fg"
        >
          <SearchedPart part="error">
            <Highlighted text={request.errorMessage} />
          </SearchedPart>
        </pre>
      )}
    </div>
  );
}
