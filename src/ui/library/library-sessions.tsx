// The sessions table: one row per session, children under their parent, a window of rows
// fetched around what is on screen. A click or Enter opens the session with its whole family;
// the arrows and j/k move between rows, and Tab stops at one row only (the last one focused).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { useT } from '../i18n/language-store';
import { focusWhenDrawn } from '../common/focus-when-drawn';
import { SIDEWAYS_FADE_RIGHT, useMoreSideways } from '../common/use-more-sideways';
import { LibraryFilters } from './library-filters';
import { useLibraryStore } from './library-store';
import { filterParams } from './library-view';
import { openLibrarySession } from './open-session';
import { rowAfterKey } from './row-keys';
import { SessionRow } from './session-row';
import { SessionsHeader } from './sessions-header';
import { GRID_COLUMNS, SESSION_COLUMNS, TABLE_MIN_WIDTH } from './session-columns';
import { PAGE_ROWS, useSessionsWindow } from './use-sessions-window';

const ROW_HEIGHT = 32;
const HELP_ID = 'library-sessions-help';

/** The index of the row an event came from, if it came from one. */
const rowIndexOf = (target: EventTarget): number | undefined => {
  const index = target instanceof HTMLElement ? target.dataset['index'] : undefined;
  return index === undefined ? undefined : Number(index);
};

export function LibrarySessions({ generation }: { generation: number }) {
  const view = useLibraryStore((s) => s.view);
  const t = useT();
  const query = filterParams(view).toString();
  const scroller = useRef<HTMLDivElement>(null);
  const rowsBox = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  useMoreSideways(scroller);
  // The rows on screen, as the virtualizer last reported them: the pages to fetch.
  const [range, setRange] = useState({ first: 0, last: PAGE_ROWS - 1 });
  const window = useSessionsWindow(query, generation, range.first, range.last);
  const virtualizer = useVirtualizer({
    count: window.total ?? 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
    onChange: (v) => {
      const r = v.range;
      if (!r) return;
      setRange((prev) =>
        prev.first === r.startIndex && prev.last === r.endIndex
          ? prev
          : { first: r.startIndex, last: r.endIndex },
      );
    },
  });
  const items = virtualizer.getVirtualItems();
  // Scrolled away from, the focused row is not drawn: Tab then stops at the first row on screen.
  const tabbable = items.some((i) => i.index === focused) ? focused : items[0]?.index;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <LibraryFilters generation={generation} total={window.total} />
      {window.error !== null && (
        <p role="alert" className="px-3 py-2 text-xs text-danger">
          {window.error}
        </p>
      )}
      <p id={HELP_ID} className="sr-only">
        {t.library.tableHelp}
      </p>
      <div
        ref={scroller}
        data-testid="library-table"
        data-total={window.total ?? ''}
        // A treegrid: rows take the focus, and a subagent's session is a level under its parent's.
        role="treegrid"
        aria-label={t.library.tabs.sessions}
        aria-describedby={HELP_ID}
        aria-rowcount={(window.total ?? 0) + 1}
        aria-colcount={SESSION_COLUMNS.length}
        aria-readonly
        // The rows' font size throughout: the tracks in `ch` are the same in heading and rows.
        // With no row, the table is its heading alone and the note under it says why.
        className={`min-h-0 overflow-auto text-xs ${window.total === 0 ? '' : 'flex-1'} ${SIDEWAYS_FADE_RIGHT}`}
      >
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-10 min-w-max"
          style={{ display: 'grid', gridTemplateColumns: GRID_COLUMNS }}
        >
          <SessionsHeader />
        </div>
        <div
          ref={rowsBox}
          role="rowgroup"
          className="relative"
          style={{ height: virtualizer.getTotalSize(), minWidth: TABLE_MIN_WIDTH }}
          onFocus={(e) => {
            setFocused(rowIndexOf(e.target) ?? focused);
            // Come from the headings, whose focus slid a table wider than the window to its far
            // end, the rows are entered at their start (the title), where they are read from.
            const from = e.relatedTarget;
            if (!(from instanceof Node && rowsBox.current?.contains(from)))
              scroller.current?.scrollTo({ left: 0 });
          }}
          onKeyDown={(e) => {
            const at = rowIndexOf(e.target);
            const to = at === undefined ? undefined : rowAfterKey(e, at, window.total ?? 0);
            if (to === undefined) return;
            e.preventDefault();
            virtualizer.scrollToIndex(to);
            // Scrolled to already: the browser's own scroll into view would also slide a table
            // wider than the window to the row's far end.
            focusWhenDrawn(
              () => rowsBox.current?.querySelector<HTMLElement>(`[data-index="${to}"]`) ?? null,
              { preventScroll: true },
            );
          }}
        >
          {items.map((item) => (
            <SessionRow
              key={item.key}
              row={window.rowAt(item.index)}
              index={item.index}
              tabbable={item.index === tabbable}
              top={item.start}
              height={ROW_HEIGHT}
              onOpen={(id) => void openLibrarySession(id)}
            />
          ))}
        </div>
      </div>
      {window.total === 0 && (
        <p className="px-3 py-6 text-center text-sm text-fg-muted">{t.library.noMatch}</p>
      )}
    </div>
  );
}
