import { HeaderToggle } from '../shell/header-button';
import { useWorkbenchView } from './workbench-store';
import { useT } from '../i18n/language-store';

export function InspectorToggle() {
  const t = useT().workbench;
  const open = useWorkbenchView((s) => s.inspectorOpen);
  const toggle = useWorkbenchView((s) => s.toggleInspector);
  return (
    <HeaderToggle
      testId="inspector-toggle"
      pressed={open}
      keys="i"
      title={t.toggleTitle}
      onClick={() => toggle()}
    >
      {t.toggle}
    </HeaderToggle>
  );
}
