// The library: every indexed session in one table, search across them, and their stats.
import { LibrarySessions } from './library-sessions';
import { useLibrary } from './library-store';
import { LibraryTabs } from './library-tabs';
import { LibraryStats } from './stats/library-stats';
import { useLibraryUrl } from './use-library-url';

export function LibraryPage() {
  const tab = useLibrary((s) => s.view.tab);
  const setView = useLibrary((s) => s.setView);
  useLibraryUrl();
  return (
    <div data-testid="library" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-line px-3 py-1.5">
        <h1 className="text-sm font-semibold tracking-tight">Library</h1>
        <LibraryTabs tab={tab} onSelect={(t) => setView({ tab: t })} />
      </div>
      <div className="flex min-h-0 flex-1 flex-col">
        {tab === 'sessions' ? <LibrarySessions /> : tab === 'stats' ? <LibraryStats /> : null}
      </div>
    </div>
  );
}
