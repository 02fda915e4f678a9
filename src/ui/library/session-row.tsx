import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';
import type { SessionRowData } from './library-client';
import { GRID_COLUMNS, SESSION_COLUMNS } from './session-columns';

/**
 * The focus ring of FOCUS_RING (looks.ts), drawn on a layer over the row: a ring of the row itself
 * would be painted under its sticky title cell, whose opaque background hides it there.
 */
const FOCUS_FRAME = [
  'focus-visible:outline-none focus-visible:after:pointer-events-none',
  'focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:z-[1]',
  'focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-indigo-500',
].join(' ');

const ROW = [
  'group cursor-pointer items-center border-b border-line/60 text-xs',
  'hover:bg-raised-soft focus-visible:bg-raised-soft',
  FOCUS_FRAME,
].join(' ');

/**
 * The title stays put while the other columns scroll under it (on a phone they are most of the
 * table): opaque, with the row's own hover and focus.
 */
const TITLE_CELL =
  'sticky left-0 self-stretch content-center bg-surface font-medium text-fg-strong group-hover:bg-raised-soft group-focus-visible:bg-raised-soft';

const STATUS_TONE: Record<string, string> = {
  running: 'text-info',
  failed: 'text-danger',
  aborted: 'text-warn',
  missing: 'text-fg-muted',
};

/**
 * One session, a row of the sessions treegrid; a child is indented under its parent and a level
 * below it. A row not fetched yet is a blank line.
 */
export function SessionRow({
  row,
  index,
  tabbable,
  top,
  height,
  onOpen,
}: {
  row: SessionRowData | undefined;
  index: number;
  /** The one row the Tab key stops at; the others are reached with the arrows. */
  tabbable: boolean;
  top: number;
  height: number;
  onOpen: (sessionId: string) => void;
}) {
  const words = useT().library;
  const style = {
    position: 'absolute' as const,
    top,
    left: 0,
    right: 0,
    height,
    display: 'grid',
    gridTemplateColumns: GRID_COLUMNS,
  };
  if (!row) return <div style={style} aria-hidden className="border-b border-line/60" />;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-level={row.depth + 1}
      tabIndex={tabbable ? 0 : -1}
      data-testid="library-row"
      data-index={index}
      data-session-id={row.session_id}
      data-depth={row.depth}
      style={style}
      onClick={() => onOpen(row.session_id)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(row.session_id);
      }}
      className={ROW}
    >
      {SESSION_COLUMNS.map((c, i) => (
        <span
          key={c.key}
          role="gridcell"
          // A name cut short by its column is read whole on hover.
          title={c.numeric ? undefined : revealInvisible(c.text(row, words)) || undefined}
          data-column={c.key}
          className={`truncate px-2 ${c.numeric ? 'text-right tabular-nums' : ''} ${
            c.key === 'status' ? (STATUS_TONE[row.status] ?? '') : ''
          } ${i === 0 ? TITLE_CELL : 'text-fg-soft'}`}
          style={i === 0 && row.depth > 0 ? { paddingLeft: `${0.5 + row.depth * 1.25}rem` } : {}}
        >
          {i === 0 && row.depth > 0 && (
            <span aria-hidden className="mr-1 text-fg-muted">
              ↳
            </span>
          )}
          <VisibleText text={c.text(row, words)} />
        </span>
      ))}
    </div>
  );
}
