import { HeaderToggle } from '../shell/header-button';
import { useWorkbenchView } from './workbench-store';

export function InspectorToggle() {
  const open = useWorkbenchView((s) => s.inspectorOpen);
  const toggle = useWorkbenchView((s) => s.toggleInspector);
  return (
    <HeaderToggle
      testId="inspector-toggle"
      pressed={open}
      keys="i"
      title="Event inspector (i)"
      onClick={() => toggle()}
    >
      Events
    </HeaderToggle>
  );
}
