import { HeaderToggle } from '../shell/header-button';
import { useOutlineDrawer } from './outline-drawer-store';
import { useT } from '../i18n/language-store';

/** Opens the outline as a drawer on windows too narrow to show it beside the conversation. */
export function OutlineToggle() {
  const open = useOutlineDrawer((s) => s.open);
  const toggle = useOutlineDrawer((s) => s.toggle);
  const t = useT().outline;
  return (
    <HeaderToggle
      testId="outline-toggle"
      pressed={open}
      title={t.toggleTitle}
      onClick={() => toggle()}
      className="lg:hidden"
    >
      {t.outline}
    </HeaderToggle>
  );
}
