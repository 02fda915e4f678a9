import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';
import type { SessionRowData } from './library-client';
import { GRID_COLUMNS, SESSION_COLUMNS } from './session-columns';

const ROW = [
  'group cursor-pointer items-center border-b border-line/60 text-xs',
  'hover:bg-raised-soft focus-visible:bg-raised-soft focus-visible:outline-none',
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
};

/** One session; a child is indented under its parent. A row not fetched yet is a blank line. */
export function SessionRow({
  row,
  top,
  height,
  onOpen,
}: {
  row: SessionRowData | undefined;
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
      role="button"
      tabIndex={0}
      data-testid="library-row"
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
