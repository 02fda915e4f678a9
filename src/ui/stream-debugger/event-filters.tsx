// The inspector's filters: type, session, text.
import { clipText } from '../../ingest/clip-text';
import type { EventLog } from '../../stream-debugger/event-log';
import { revealInvisible } from '../common/invisible-chars';
import { useStreamDebuggerStore } from './stream-debugger-store';
import { useT } from '../i18n/language-store';

const FIELD = 'h-7 rounded border border-line-soft bg-surface-raised px-1.5 text-xs';

export function EventFilters({ log }: { log: EventLog }) {
  const t = useT().streamDebugger.filters;
  const filter = useStreamDebuggerStore((s) => s.filter);
  const setFilter = useStreamDebuggerStore((s) => s.setFilter);
  const names = log.typeNames();
  const types = [...new Set([...names.types, ...names.payloadTypes])].filter(Boolean).sort();
  const sessions = log.sessionNames();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <select
        aria-label={t.type}
        data-testid="event-filter-type"
        value={filter.type}
        onChange={(e) => setFilter({ type: e.target.value })}
        className={`${FIELD} max-w-48`}
      >
        <option value="">{t.allTypes}</option>
        {types.map((t) => (
          <option key={t} value={t}>
            {revealInvisible(clipText(t))}
          </option>
        ))}
      </select>
      <select
        aria-label={t.session}
        data-testid="event-filter-session"
        value={filter.session === undefined ? '*' : filter.session}
        onChange={(e) =>
          setFilter({ session: e.target.value === '*' ? undefined : e.target.value })
        }
        className={`${FIELD} max-w-48`}
      >
        <option value="*">{t.allSessions}</option>
        {sessions.map((s) => (
          <option key={s} value={s}>
            {s === '' ? t.mainSession : revealInvisible(clipText(s))}
          </option>
        ))}
      </select>
      <input
        type="search"
        aria-label={t.search}
        data-testid="event-filter-text"
        placeholder={t.searchPlaceholder}
        value={filter.text}
        onChange={(e) => setFilter({ text: e.target.value })}
        className={`${FIELD} w-40`}
      />
      {filter.only !== undefined && (
        <button
          type="button"
          data-testid="event-filter-clear-row"
          onClick={() => setFilter({ only: undefined })}
          className="h-7 rounded bg-indigo-50 px-2 text-xs text-accent hover:bg-indigo-100 dark:bg-indigo-950"
        >
          {t.oneRow}
        </button>
      )}
    </div>
  );
}
