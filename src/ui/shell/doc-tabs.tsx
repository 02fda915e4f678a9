import { useDocsStore } from '../../docs/docs-store';
import { moveAmongTabs } from '../common/tab-keys';
import { DocTab } from './doc-tab';
import { useDocNotes } from './use-doc-notes';
import { useLibraryStore } from '../library/library-store';
import { useT } from '../i18n/language-store';

const ROW = 'flex min-w-0 items-center gap-1 overflow-x-auto py-1 [scrollbar-width:thin]';
/** The room between the logo and the actions, scrolling when the tabs need more. */
const PLACE = 'flex-1';

export function DocTabs() {
  const t = useT();
  const docs = useDocsStore((s) => s.docs);
  const activeId = useDocsStore((s) => s.activeId);
  const setActive = useDocsStore((s) => s.setActive);
  const closeDoc = useDocsStore((s) => s.close);
  const notes = useDocNotes(docs);
  if (docs.length === 0) return null;
  return (
    <div
      role="tablist"
      aria-label={t.shell.openTraces}
      data-testid="doc-tabs"
      onKeyDown={moveAmongTabs}
      className={`${ROW} ${PLACE}`}
    >
      {docs.map((d, i) => (
        <DocTab
          key={d.id}
          doc={d}
          note={notes.get(d.id)}
          active={d.id === activeId}
          // One Tab stop: the selected tab, else the first.
          tabbable={d.id === activeId || (i === 0 && !docs.some((o) => o.id === activeId))}
          onSelect={() => {
            useLibraryStore.getState().hide();
            setActive(d.id);
          }}
          onClose={() => closeDoc(d.id)}
        />
      ))}
    </div>
  );
}
