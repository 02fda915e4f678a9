import { useFolderStore } from '../load/folder-store';
import { HEADER_BUTTON } from './header-button';

/** Back to the browsed folder, once there is one. */
export function FolderButton() {
  const has = useFolderStore((s) => s.files !== null);
  const shown = useFolderStore((s) => s.shown);
  const setShown = useFolderStore((s) => s.setShown);
  if (!has) return null;
  return (
    <button
      type="button"
      data-testid="folder-toggle"
      aria-pressed={shown}
      onClick={() => setShown(!shown)}
      className={HEADER_BUTTON}
    >
      <span aria-hidden>▤</span>
      <span className="hidden sm:inline">Folder</span>
    </button>
  );
}
