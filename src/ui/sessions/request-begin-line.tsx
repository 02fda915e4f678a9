// The start of an LLM request: a thin divider naming the turn and, on a retry, the attempt.
import { turnLabel } from './turn-label';
import type { EventItem, RequestInfo } from '../../store/model';
import { formatClock } from '../common/format';
import { useTraceView } from '../trace-context';
import { LABEL } from './looks';
import { ShowContextButton } from '../context/show-context-button';
import { useT } from '../i18n/language-store';

export function RequestBeginLine({
  item,
  request,
}: {
  item: EventItem;
  request: RequestInfo | undefined;
}) {
  const pos = useTraceView('attemptPosition', request?.id);
  const live = !useTraceView('ended');
  const t = useT();
  const open = request !== undefined && request.endItem === undefined;
  const retry = pos !== undefined && pos.attempt > 1;
  return (
    <div
      data-testid="request-begin"
      data-turn={pos && !pos.compaction ? pos.turn : undefined}
      data-compaction={pos?.compaction || undefined}
      data-attempt={pos?.attempt}
      className="flex items-center gap-2 py-0.5 text-fg-faint"
    >
      <span className={`${LABEL} shrink-0 ${retry ? 'text-warn-vivid' : ''}`}>
        {pos ? turnLabel(pos, t) : t.sessions.request}
        {retry && t.sessions.attemptSuffix(pos.attempt)}
      </span>
      {open && live && (
        <span className="flex items-center gap-1 text-[11px] text-link">
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-indigo-500" />
          {t.sessions.inFlight}
        </span>
      )}
      <span aria-hidden className="h-px min-w-4 flex-1 bg-raised" />
      {request && <ShowContextButton requestId={request.id} />}
      <time dateTime={item.timestamp} className="shrink-0 font-mono text-[10.5px]">
        {formatClock(item.timestamp)}
      </time>
    </div>
  );
}
