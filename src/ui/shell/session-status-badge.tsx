import type { SessionStatus } from '../../store/summary';

const TONE: Record<SessionStatus, string> = {
  running:
    'bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-300 dark:ring-amber-900',
  done: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950/40 dark:text-emerald-300 dark:ring-emerald-900',
  failed:
    'bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-950/40 dark:text-rose-300 dark:ring-rose-900',
  aborted:
    'bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-950/40 dark:text-rose-300 dark:ring-rose-900',
};

const LABEL: Record<SessionStatus, string> = {
  running: 'running',
  done: 'completed',
  failed: 'failed',
  aborted: 'aborted',
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
