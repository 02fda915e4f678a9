import { ShortcutsDialog } from '../keyboard/shortcuts-dialog';
import { SearchBar } from './search-bar';
import { useSearchWorker } from './use-search-worker';

/** The search of the document on screen (its bar and the worker behind it), and the shortcuts help. */
export function DocSearch() {
  useSearchWorker();
  return (
    <>
      <SearchBar />
      <ShortcutsDialog />
    </>
  );
}
