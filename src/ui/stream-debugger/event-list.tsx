// The inspector's virtualized event list: only visible lines are in the DOM, so 100,000 events
// scroll like 100.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useStore } from 'zustand';
import { inspectorColumns } from '../../stream-debugger/inspector-columns';
import type { StreamDebugger } from '../../stream-debugger/record-events';
import { shownEntry } from '../../stream-debugger/shown-items';
import { COLUMNS, INSPECTOR_ROW_HEIGHT, InspectorRow } from './inspector-row';
import { useT } from '../i18n/language-store';

const HEAD = 'hidden sm:block';
/**
 * The headings' own look, inside a header whose font is the rows' (monospace, 11px): the columns
 * are sized in `ch`, which each grid measures in its own font, so both grids must share one.
 */
const LABEL = 'truncate font-sans text-[10.5px] font-medium';
/** The headings' row, in the rows' font (see LABEL). */
const HEADER =
  'gap-2 overflow-hidden border-b border-line-faint px-2 py-0.5 font-mono text-[11px] text-fg-faint';
/** The list's scrollbar takes its width from the rows, and the header keeps the same room. */
const GUTTER = '[scrollbar-gutter:stable]';

export function EventList({
  debug,
  indices,
  selected,
  onSelect,
}: {
  debug: StreamDebugger;
  indices: Int32Array;
  selected: number | null;
  onSelect(index: number): void;
}) {
  const t = useT().streamDebugger.columns;
  const { log } = debug;
  // Each event's row is the moment's: the rows are drawn again when time travel moves.
  useStore(debug.shown, (s) => s.at);
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
  // Sized from the log's kinds and sessions, which change only as it grows.
  const columns = useMemo(
    () => inspectorColumns(log),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the count stands for the log's growth
    [log, log.count],
  );
  const vars = { '--inspector-cols': columns.wide } as CSSProperties;
  return (
    <div className="flex min-h-0 flex-1 flex-col" style={vars}>
      <div data-testid="event-columns" className={`grid ${COLUMNS} ${GUTTER} ${HEADER}`}>
        <span className={`${LABEL} text-right`}>#</span>
        <span className={`${LABEL} ${HEAD}`}>{t.sseId}</span>
        <span className={`${LABEL} ${HEAD}`} data-testid="event-column-arrival">
          {columns.fromFile ? t.from : t.arrived}
        </span>
        <span className={LABEL}>{t.recordTime}</span>
        <span className={`${LABEL} ${HEAD} text-right`}>{t.bytes}</span>
        <span className={`${LABEL} ${HEAD}`}>{t.session}</span>
        <span className={LABEL}>{t.type}</span>
        <span className={`${LABEL} text-right`}>{t.row}</span>
      </div>
      <div
        ref={scrollRef}
        data-testid="event-list"
        className={`min-h-0 flex-1 overflow-y-auto overscroll-contain ${GUTTER}`}
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const entry = shownEntry(debug, indices[v.index] ?? -1);
            if (!entry) return null;
            return (
              <div
                key={v.key}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                <InspectorRow
                  entry={entry}
                  selected={entry.index === selected}
                  onSelect={onSelect}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
