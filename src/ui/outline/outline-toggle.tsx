import { HEADER_BUTTON } from '../shell/header-button';
import { useOutlineDrawer } from './outline-drawer-store';

/** Opens the outline as a drawer on windows too narrow to show it beside the conversation. */
export function OutlineToggle() {
  const open = useOutlineDrawer((s) => s.open);
  const toggle = useOutlineDrawer((s) => s.toggle);
  return (
    <button
      type="button"
      data-testid="outline-toggle"
      aria-pressed={open}
      title="Outline of tasks and turns"
      onClick={() => toggle()}
      className={`${HEADER_BUTTON} lg:hidden`}
    >
      Outline
    </button>
  );
}
