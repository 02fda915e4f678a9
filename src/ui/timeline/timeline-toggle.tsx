import { HEADER_BUTTON } from '../shell/header-button';
import { useTimelineView } from './timeline-store';

export function TimelineToggle() {
  const open = useTimelineView((s) => s.open);
  const toggle = useTimelineView((s) => s.toggle);
  return (
    <button
      type="button"
      data-testid="timeline-toggle"
      aria-pressed={open}
      title="Timeline of the task"
      onClick={() => toggle()}
      className={HEADER_BUTTON}
    >
      Timeline
    </button>
  );
}
