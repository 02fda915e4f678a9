// One positioned row of the virtual list. Nesting is drawn with one guide line per level, so a
// child session's rows read as a box inside its parent without nesting DOM across rows.
import { memo } from 'react';
import type { Row } from '../../store/rows';
import { RowView } from '../rows/row-view';
import { RowTools } from '../stream-debugger/row-tools';
import { TimelineRowMark } from '../timeline/timeline-row-mark';
import { useDocPart } from '../../docs/doc-part';
import { timelineStore } from '../timeline/timeline-store';
import { sameRow } from './same-row';

function RowFrameView({ row }: { row: Row }) {
  const timeline = useDocPart(timelineStore);
  // Hovering a row lights its bars up in the timeline.
  const hover = (on: boolean) =>
    row.kind === 'item' ? () => timeline.getState().hover(on ? row.itemId : null) : undefined;
  return (
    <div className="flex min-w-0 px-3 sm:px-5" data-row-kind={row.kind} data-depth={row.depth}>
      {Array.from({ length: row.depth }, (_, i) => (
        <span
          key={i}
          aria-hidden
          className="ml-1 w-3 shrink-0 border-l-2 border-accent-edge sm:w-4"
        />
      ))}
      <div
        className="group/row relative min-w-0 flex-1 py-1"
        onMouseEnter={hover(true)}
        onMouseLeave={hover(false)}
      >
        <RowView row={row} />
        {row.kind === 'item' && <RowTools id={row.itemId} />}
        {row.kind === 'item' && <TimelineRowMark id={row.itemId} />}
      </div>
    </div>
  );
}

/**
 * Rows are rebuilt on every trace update; an unchanged row must not re-render (its item
 * component subscribes to its own item and re-renders when that changes).
 */
export const RowFrame = memo(RowFrameView, (a, b) => sameRow(a.row, b.row));
