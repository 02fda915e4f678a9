// The server's task state (`task_state` server event): idle, running or compacting.
import type { TraceStore } from '../../store/trace-store';
import { HEADER_PILL } from '../common/looks';
import { PILL } from '../common/tone';
import { useT } from '../i18n/language-store';
import { useDocTraceView } from '../trace-context';

export function TaskStatePill({ store }: { store: TraceStore }) {
  const state = useDocTraceView(store, 'taskState', '');
  const t = useT();
  if (!state) return null;
  const busy = state !== 'idle';
  return (
    <span
      data-testid="task-state"
      data-state={state}
      title={t.live.task(t.live.taskStates[state])}
      className={`${HEADER_PILL} ${PILL[busy ? 'info' : 'neutral']}`}
    >
      {busy && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-sky-500" />}
      <span className="truncate">{t.live.taskStates[state]}</span>
    </span>
  );
}
