import { useT } from '../i18n/language-store';
import { useLibraryStore } from './library-store';
import { SESSION_COLUMNS } from './session-columns';

/** Column headers; a click sorts by that column, a second click turns the order round. */
export function SessionsHeader() {
  const sort = useLibraryStore((s) => s.view.sort);
  const desc = useLibraryStore((s) => s.view.desc);
  const setView = useLibraryStore((s) => s.setView);
  const columns = useT().library.columns;
  return (
    <>
      {SESSION_COLUMNS.map((c) => {
        const active = sort === c.key;
        return (
          <button
            key={c.key}
            type="button"
            data-testid={`library-sort-${c.key}`}
            data-sort={active ? (desc ? 'desc' : 'asc') : undefined}
            onClick={() =>
              setView(active ? { sort: c.key, desc: !desc } : { sort: c.key, desc: c.numeric })
            }
            className={`truncate border-b border-line bg-sunken px-2 py-1.5 text-[11px] font-medium ${
              c.key === 'title' ? 'sticky left-0 z-[1]' : ''
            } ${
              c.numeric ? 'text-right' : 'text-left'
            } ${active ? 'text-fg-strong' : 'text-fg-muted hover:text-fg'}`}
          >
            {columns[c.key]}
            {active && <span aria-hidden>{desc ? ' ↓' : ' ↑'}</span>}
          </button>
        );
      })}
    </>
  );
}
