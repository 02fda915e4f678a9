import { useFolderStore } from '../load/folder-store';
import { BUTTON_WORD, HEADER_BUTTON } from './header-button';
import { useT } from '../i18n/language-store';

/** Back to the browsed folder, once there is one. */
export function FolderButton() {
  const t = useT();
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
      <span className={BUTTON_WORD}>{t.shell.folder}</span>
    </button>
  );
}
