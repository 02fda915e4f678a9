import { moveAmongTabs, tabIndexOf } from '../common/tab-keys';
import { useT } from '../i18n/language-store';
import { LIBRARY_TABS, type LibraryTab } from './library-view';

export function LibraryTabs({
  tab,
  onSelect,
}: {
  tab: LibraryTab;
  onSelect: (tab: LibraryTab) => void;
}) {
  const t = useT();
  return (
    <div
      role="tablist"
      aria-label={t.library.title}
      onKeyDown={moveAmongTabs}
      className="flex gap-1"
    >
      {LIBRARY_TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={id === tab}
          tabIndex={tabIndexOf(id === tab)}
          data-testid={`library-tab-${id}`}
          onClick={() => onSelect(id)}
          className={`rounded-md px-2.5 py-1 text-xs font-medium ${
            id === tab ? 'bg-raised-soft text-fg-strong' : 'text-fg-muted hover:text-fg'
          }`}
        >
          {t.library.tabs[id]}
        </button>
      ))}
    </div>
  );
}
