// The outline on a conversation row whose bar is hovered in the timeline.
import type { ItemId } from '../../store/model';
import { useTimelineStore } from './timeline-store';
import { useIsOpen } from '../layout/layout-store';

export function TimelineRowMark({ id }: { id: ItemId }) {
  const open = useIsOpen('timeline');
  const lit = useTimelineStore((s) => s.hovered === id);
  if (!open || !lit) return null;
  return (
    <div
      data-testid="timeline-row-highlight"
      data-for-item={id}
      aria-hidden
      className="pointer-events-none absolute inset-0 rounded-md ring-2 ring-sky-400 dark:ring-sky-500"
    />
  );
}
