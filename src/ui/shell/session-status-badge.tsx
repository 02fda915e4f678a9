import type { SessionStatus } from '../../store/session-status';
import { useT } from '../i18n/language-store';

export const STATUS_TONE: Record<SessionStatus, string> = {
  running: 'bg-warn-tint text-warn ring-warn-edge',
  done: 'bg-ok-tint text-ok ring-ok-edge',
  failed: 'bg-danger-tint text-danger ring-danger-edge',
  aborted: 'bg-danger-tint text-danger ring-danger-edge',
  cut: 'bg-warn-tint text-warn ring-warn-edge',
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const t = useT();
  return (
    <span
      data-testid="session-status"
      data-status={status}
      className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] font-medium tracking-wide uppercase ring-1 ${STATUS_TONE[status]}`}
    >
      {t.shell.sessionStatus[status]}
    </span>
  );
}
