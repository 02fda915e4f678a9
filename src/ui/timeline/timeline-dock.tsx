// The timeline's place above the conversation; a new document starts at its latest task.
import { useEffect } from 'react';
import { useTraceStore } from '../trace-context';
import { TimelinePanel } from './timeline-panel';
import { useTimelineView } from './timeline-store';

export function TimelineDock() {
  const store = useTraceStore();
  useEffect(() => useTimelineView.getState().reset(), [store]);
  const open = useTimelineView((s) => s.open);
  return open ? <TimelinePanel /> : null;
}
