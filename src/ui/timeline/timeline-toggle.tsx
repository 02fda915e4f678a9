import { HeaderToggle } from '../shell/header-button';
import { useTimelineView } from './timeline-store';
import { useT } from '../i18n/language-store';

export function TimelineToggle() {
  const t = useT().timeline;
  const open = useTimelineView((s) => s.open);
  const toggle = useTimelineView((s) => s.toggle);
  return (
    <HeaderToggle
      testId="timeline-toggle"
      pressed={open}
      title={t.toggleTitle}
      onClick={() => toggle()}
    >
      {t.toggle}
    </HeaderToggle>
  );
}
