import { HeaderToggle } from '../shell/header-button';
import { useOutlineDrawer } from './outline-drawer-store';

/** Opens the outline as a drawer on windows too narrow to show it beside the conversation. */
export function OutlineToggle() {
  const open = useOutlineDrawer((s) => s.open);
  const toggle = useOutlineDrawer((s) => s.toggle);
  return (
    <HeaderToggle
      testId="outline-toggle"
      pressed={open}
      title="Outline of tasks and turns"
      onClick={() => toggle()}
      className="lg:hidden"
    >
      Outline
    </HeaderToggle>
  );
}
