import { useT } from '../i18n/language-store';
import { useLibraryStore } from './library-store';
import { SESSION_COLUMNS } from './session-columns';

/** The order the server lists in when the URL names none: newest first (sessions-query.ts). */
const DEFAULT_SORT = 'started_at';

/**
 * Column headers; a click sorts by that column, a second click turns the order round. Each says
 * its order to a screen reader (aria-sort), as its arrow does on screen.
 */
export function SessionsHeader() {
  const chosen = useLibraryStore((s) => s.view.sort);
  const sort = chosen ?? DEFAULT_SORT;
  const desc = useLibraryStore((s) => chosen === undefined || s.view.desc);
  const setView = useLibraryStore((s) => s.setView);
  const columns = useT().library.columns;
  return (
    <>
      {SESSION_COLUMNS.map((c) => {
        const active = sort === c.key;
        return (
          <div
            key={c.key}
            role="columnheader"
            aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}
            className={`border-b border-line bg-sunken ${c.key === 'title' ? 'sticky left-0 z-[1]' : ''}`}
          >
            <button
              type="button"
              data-testid={`library-sort-${c.key}`}
              data-sort={active ? (desc ? 'desc' : 'asc') : undefined}
              onClick={() =>
                setView(active ? { sort: c.key, desc: !desc } : { sort: c.key, desc: c.numeric })
              }
              className={`block w-full truncate px-2 py-1.5 text-[11px] font-medium ${
                c.numeric ? 'text-right' : 'text-left'
              } ${active ? 'text-fg-strong' : 'text-fg-muted hover:text-fg'}`}
            >
              {columns[c.key]}
              {active && <span aria-hidden>{desc ? ' ↓' : ' ↑'}</span>}
            </button>
          </div>
        );
      })}
    </>
  );
}
