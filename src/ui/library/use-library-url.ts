// While the library is on screen the URL says its view; the document URL writer stands aside
// meanwhile. Another tab, sort or filter is a history entry, so Back returns to the view before it
// (a search as it is typed replaces its entry); Back past the library's first view leaves it.
import { useEffect, useRef } from 'react';
import { withEngineFlag } from '../../docs/engine-flag';
import { useLibraryStore } from './library-store';
import { isHistoryStep, librarySearch, libraryViewOf } from './library-view';

export function useLibraryUrl(): void {
  const view = useLibraryStore((s) => s.view);
  const written = useRef(view);
  useEffect(() => {
    const search = withEngineFlag(librarySearch(view));
    const before = written.current;
    written.current = view;
    if (search === location.search) return;
    const url = `${location.pathname}${search}${location.hash}`;
    if (isHistoryStep(before, view)) history.pushState(history.state, '', url);
    else history.replaceState(history.state, '', url);
  }, [view]);
  useEffect(() => {
    const back = () => {
      const at = libraryViewOf(new URLSearchParams(location.search));
      if (at) useLibraryStore.getState().show(at);
      else useLibraryStore.getState().hide();
    };
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);
}
