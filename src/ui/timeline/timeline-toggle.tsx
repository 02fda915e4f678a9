import { HeaderToggle } from '../shell/header-button';
import { useTimelineView } from './timeline-store';

export function TimelineToggle() {
  const open = useTimelineView((s) => s.open);
  const toggle = useTimelineView((s) => s.toggle);
  return (
    <HeaderToggle
      testId="timeline-toggle"
      pressed={open}
      title="Timeline of the task"
      onClick={() => toggle()}
    >
      Timeline
    </HeaderToggle>
  );
}
