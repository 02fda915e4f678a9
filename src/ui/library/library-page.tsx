// The library: every indexed session in one table, search across them, and their stats.
import { useT } from '../i18n/language-store';
import { LibraryProblems } from './library-problems';
import { LibrarySearch } from './library-search';
import { LibrarySessions } from './library-sessions';
import { useLibraryStore } from './library-store';
import { LibraryTabs } from './library-tabs';
import { LibraryStats } from './stats/library-stats';
import { useLibraryStatus } from './use-library-status';
import { useLibraryUrl } from './use-library-url';

export function LibraryPage() {
  const tab = useLibraryStore((s) => s.view.tab);
  const setView = useLibraryStore((s) => s.setView);
  const { status, error } = useLibraryStatus();
  const t = useT();
  const generation = status?.generation ?? 0;
  useLibraryUrl();
  return (
    <div data-testid="library" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-3 py-1.5">
        <h1 className="text-sm font-semibold tracking-tight">{t.library.title}</h1>
        <LibraryTabs tab={tab} onSelect={(t) => setView({ tab: t })} />
        <span
          data-testid="library-status"
          data-generation={generation}
          data-indexing={status?.indexing ? '1' : '0'}
          data-phase={status?.progress?.phase}
          className="ml-auto truncate text-xs text-fg-muted"
          title={status?.paths.join('\n')}
        >
          {error !== null
            ? t.library.unavailable(error)
            : status === null
              ? t.library.connecting
              : status.store
                ? t.library.teamStore
                : status.indexing && status.last === undefined
                  ? status.progress
                    ? t.library.progress(status.progress)
                    : t.library.indexing
                  : `${t.library.indexed(status.last?.sessions ?? 0)}${status.indexing ? t.library.updating : ''}`}
        </span>
      </div>
      {status?.error !== undefined && (
        <p role="alert" className="px-3 py-1.5 text-xs text-danger">
          {t.library.indexingFailed(status.error)}
        </p>
      )}
      <LibraryProblems problems={status?.last?.problems ?? []} generation={generation} />
      <div className="flex min-h-0 flex-1 flex-col">
        {status?.empty ? (
          <p data-testid="library-store-empty" role="status" className="px-3 py-4 text-sm">
            {t.library.storeEmpty}
          </p>
        ) : generation === 0 ? null : tab === 'sessions' ? (
          <LibrarySessions generation={generation} />
        ) : tab === 'search' ? (
          <LibrarySearch generation={generation} />
        ) : (
          <LibraryStats generation={generation} />
        )}
      </div>
    </div>
  );
}
