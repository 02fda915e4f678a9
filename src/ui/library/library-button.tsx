import { useT } from '../i18n/language-store';
import { useLibraryStore } from './library-store';
import { EMPTY_LIBRARY_VIEW, librarySearch } from './library-view';
import { BUTTON_WORD, HEADER_BUTTON } from '../shell/header-button';

/** The header's way to the library, when the server serves one. */
export function LibraryButton() {
  const available = useLibraryStore((s) => s.available);
  const shown = useLibraryStore((s) => s.shown);
  const t = useT();
  if (!available) return null;
  return (
    <a
      href={librarySearch(EMPTY_LIBRARY_VIEW)}
      data-testid="library-link"
      aria-current={shown ? 'page' : undefined}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        const { view, show, hide } = useLibraryStore.getState();
        if (shown) return hide();
        history.pushState(history.state, '', librarySearch(view));
        show();
      }}
      className={HEADER_BUTTON}
    >
      <span aria-hidden>☰</span>
      <span className={BUTTON_WORD}>{t.library.button}</span>
    </a>
  );
}
