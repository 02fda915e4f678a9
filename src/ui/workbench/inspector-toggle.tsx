import { HEADER_BUTTON } from '../shell/header-button';
import { useWorkbenchView } from './workbench-store';

export function InspectorToggle() {
  const open = useWorkbenchView((s) => s.inspectorOpen);
  const toggle = useWorkbenchView((s) => s.toggleInspector);
  return (
    <button
      type="button"
      data-testid="inspector-toggle"
      aria-pressed={open}
      aria-keyshortcuts="i"
      title="Event inspector (i)"
      onClick={() => toggle()}
      className={HEADER_BUTTON}
    >
      Events
    </button>
  );
}
