import { LIBRARY_TABS, type LibraryTab } from './library-view';

const LABELS: Record<LibraryTab, string> = {
  sessions: 'Sessions',
  search: 'Search',
  stats: 'Stats',
};

export function LibraryTabs({
  tab,
  onSelect,
}: {
  tab: LibraryTab;
  onSelect: (tab: LibraryTab) => void;
}) {
  return (
    <div role="tablist" aria-label="Library" className="flex gap-1">
      {LIBRARY_TABS.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={t === tab}
          data-testid={`library-tab-${t}`}
          onClick={() => onSelect(t)}
          className={`rounded-md px-2.5 py-1 text-xs font-medium ${
            t === tab ? 'bg-raised-soft text-fg-strong' : 'text-fg-muted hover:text-fg'
          }`}
        >
          {LABELS[t]}
        </button>
      ))}
    </div>
  );
}
