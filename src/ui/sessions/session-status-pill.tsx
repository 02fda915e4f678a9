import type { SessionStatus } from '../../store/session-status';
import { StatusPill } from './status-pill';
import { useT } from '../i18n/language-store';

const TONE = {
  running: 'wait',
  done: 'ok',
  failed: 'error',
  aborted: 'error',
  cut: 'wait',
} as const;

export function SessionStatusPill({ status }: { status: SessionStatus }) {
  const t = useT().sessions;
  return (
    <span data-testid="child-status" data-status={status} className="contents">
      <StatusPill tone={TONE[status]}>
        {status === 'running' && (
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-amber-500" />
        )}
        {t.status[status]}
      </StatusPill>
    </span>
  );
}
