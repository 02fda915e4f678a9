import type { PenguinSession } from '../../ingest/penguin-client';
import { StatusPill } from '../sessions/status-pill';
import { VisibleText } from '../common/visible-text';

export function SessionList({
  sessions,
  selected,
  onSelect,
}: {
  sessions: readonly PenguinSession[];
  selected: string;
  onSelect(id: string): void;
}) {
  if (sessions.length === 0)
    return <p className="text-xs text-zinc-500 dark:text-zinc-400">No sessions on this server.</p>;
  return (
    <ul
      data-testid="session-list"
      className="max-h-48 overflow-y-auto rounded-md border border-zinc-200 dark:border-zinc-800"
    >
      {sessions.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            data-testid="session-option"
            data-session-id={s.id}
            aria-pressed={s.id === selected}
            onClick={() => onSelect(s.id)}
            className={`flex w-full items-center gap-2 px-2 py-1.5 text-left text-xs hover:bg-zinc-100 dark:hover:bg-zinc-800 ${s.id === selected ? 'bg-indigo-50 dark:bg-indigo-950/40' : ''}`}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">
                <VisibleText text={s.title ?? s.id} />
              </span>
              <span className="block truncate font-mono text-[11px] text-zinc-500 dark:text-zinc-400">
                <VisibleText text={s.id} />
              </span>
            </span>
            {s.state && (
              <StatusPill tone={s.state === 'idle' ? 'muted' : 'info'}>{s.state}</StatusPill>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
