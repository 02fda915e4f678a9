import type { SessionStatus } from '../../store/summary';

const TONE: Record<SessionStatus, string> = {
  running: 'bg-warn-tint text-warn ring-warn-edge',
  done: 'bg-ok-tint text-ok ring-ok-edge',
  failed: 'bg-danger-tint text-danger ring-danger-edge',
  aborted: 'bg-danger-tint text-danger ring-danger-edge',
  cut: 'bg-warn-tint text-warn ring-warn-edge',
};

const LABEL: Record<SessionStatus, string> = {
  running: 'running',
  done: 'completed',
  failed: 'failed',
  aborted: 'aborted',
  cut: 'cut off',
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return (
    <span
      data-testid="session-status"
      data-status={status}
      className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] font-medium tracking-wide uppercase ring-1 ${TONE[status]}`}
    >
      {LABEL[status]}
    </span>
  );
}
