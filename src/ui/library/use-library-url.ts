// While the library is on screen the URL says its view (replaceState: a view change is no
// history entry); the document URL writer stands aside meanwhile.
import { useEffect } from 'react';
import { useLibraryStore } from './library-store';
import { librarySearch } from './library-view';

export function useLibraryUrl(): void {
  const view = useLibraryStore((s) => s.view);
  useEffect(() => {
    const search = librarySearch(view);
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [view]);
}
