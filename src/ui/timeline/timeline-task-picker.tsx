import type { Task } from '../../timeline/types';
import { useTimelineStore } from './timeline-store';
import { useT } from '../i18n/language-store';

/** The task shown; the last one is followed as a live session starts new ones. */
export function TimelineTaskPicker({ tasks, index }: { tasks: readonly Task[]; index: number }) {
  const t = useT().timeline;
  const showTask = useTimelineStore((s) => s.showTask);
  if (tasks.length < 2) return null;
  return (
    <select
      data-testid="timeline-task"
      aria-label={t.taskPicker}
      value={index}
      onChange={(e) => {
        const i = Number(e.target.value);
        showTask(i === tasks.length - 1 ? null : i);
      }}
      className="max-w-64 truncate rounded border border-line bg-surface px-1 py-0.5 text-xs"
    >
      {tasks.map((task) => (
        <option key={task.index} value={task.index}>
          {`${task.index + 1}. ${task.label ?? t.wholeSession}`}
        </option>
      ))}
    </select>
  );
}
