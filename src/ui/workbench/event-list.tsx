// The inspector's virtualized event list: only visible lines are in the DOM, so 100,000 events
// scroll like 100.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import type { EventLog } from '../../workbench/event-log';
import { INSPECTOR_ROW_HEIGHT, InspectorRow } from './inspector-row';

export function EventList({
  log,
  indices,
  selected,
  onSelect,
}: {
  log: EventLog;
  indices: Int32Array;
  selected: number | null;
  onSelect(index: number): void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => INSPECTOR_ROW_HEIGHT, []);
  const virtualizer = useVirtualizer({
    count: indices.length,
    getScrollElement,
    estimateSize,
    overscan: 12,
  });
  // Selecting from elsewhere (a row's "show events", a time-travel step) brings the event into view.
  useEffect(() => {
    if (selected === null) return;
    const at = indices.indexOf(selected);
    if (at >= 0) virtualizer.scrollToIndex(at, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);
  return (
    <div
      ref={scrollRef}
      data-testid="event-list"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const entry = log.entry(indices[v.index] ?? -1);
          if (!entry) return null;
          return (
            <div
              key={v.key}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${v.start}px)` }}
            >
              <InspectorRow entry={entry} selected={entry.index === selected} onSelect={onSelect} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
