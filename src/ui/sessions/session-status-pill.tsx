import type { SessionStatus } from '../../store/summary';
import { StatusPill } from './status-pill';

const TONE = {
  running: 'wait',
  done: 'ok',
  failed: 'error',
  aborted: 'error',
  cut: 'wait',
} as const;
const LABEL = {
  running: 'running',
  done: 'done',
  failed: 'failed',
  aborted: 'aborted',
  cut: 'cut off',
};

export function SessionStatusPill({ status }: { status: SessionStatus }) {
  return (
    <span data-testid="child-status" data-status={status} className="contents">
      <StatusPill tone={TONE[status]}>
        {status === 'running' && (
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-amber-500" />
        )}
        {LABEL[status]}
      </StatusPill>
    </span>
  );
}
