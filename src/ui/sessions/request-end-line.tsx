// A committed request: one thin line with its duration and token chips.
import { requestDurationMs } from '../../store/derive/requests';
import type { RequestInfo } from '../../store/model';
import { formatDuration } from '../common/format';
import { UsageChips } from './usage-chips';
import { useT } from '../i18n/language-store';

export function RequestEndLine({ request }: { request: RequestInfo }) {
  const ms = requestDurationMs(request);
  const t = useT().sessions;
  return (
    <div
      data-testid="request-end"
      data-status="completed"
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 py-0.5 text-[11px] text-fg-muted"
    >
      <span className="text-emerald-600 dark:text-emerald-400">✓ {t.completed}</span>
      {ms !== undefined && <span className="font-mono">{formatDuration(ms)}</span>}
      {request.attempt !== undefined && request.attempt > 1 && (
        <span className="text-warn-vivid">{t.onAttempt(request.attempt)}</span>
      )}
      {request.usage && <UsageChips usage={request.usage} />}
    </div>
  );
}
