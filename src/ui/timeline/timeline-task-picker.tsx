import type { Task } from '../../timeline/types';
import { useTimelineView } from './timeline-store';

/** The task shown; the last one is followed as a live session starts new ones. */
export function TimelineTaskPicker({ tasks, index }: { tasks: readonly Task[]; index: number }) {
  const showTask = useTimelineView((s) => s.showTask);
  if (tasks.length < 2) return null;
  return (
    <select
      data-testid="timeline-task"
      aria-label="Task shown in the timeline"
      value={index}
      onChange={(e) => {
        const i = Number(e.target.value);
        showTask(i === tasks.length - 1 ? null : i);
      }}
      className="max-w-64 truncate rounded border border-line bg-surface px-1 py-0.5 text-xs"
    >
      {tasks.map((t) => (
        <option key={t.index} value={t.index}>
          {`${t.index + 1}. ${t.label}`}
        </option>
      ))}
    </select>
  );
}
