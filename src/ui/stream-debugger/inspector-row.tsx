// One event of the inspector: a fixed-height line, so the list never measures.
import { memo } from 'react';
import { formatClock } from '../common/format';
import type { EventEntry } from '../../stream-debugger/event-log';
import { sessionIdOf } from '../../store/session-key';
import { clipText } from '../../ingest/clip-text';
import { revealInvisible } from '../common/invisible-chars';
import { useT } from '../i18n/language-store';

export const INSPECTOR_ROW_HEIGHT = 24;

const clock = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? '—' : formatClock(new Date(ms).toISOString());

/** Names and ids from the stream: bounded, and their invisible characters written as codes. */
const shown = (text: string) => revealInvisible(clipText(text));

// Narrow windows keep index, record time, type and row; wide ones size each column to what it
// holds (inspectorColumns, set as --inspector-cols on the list).
export const COLUMNS =
  'grid-cols-[2.5rem_5.5rem_minmax(0,1fr)_2.5rem] sm:grid-cols-[var(--inspector-cols)]';

function InspectorRowView({
  entry,
  selected,
  onSelect,
}: {
  entry: EventEntry;
  selected: boolean;
  onSelect(index: number): void;
}) {
  const t = useT().streamDebugger.row;
  const payloadType = shown(entry.payloadType);
  const kind = entry.fragment ? `${payloadType} · ${entry.fragment}` : payloadType;
  const type = shown(entry.type);
  const sseId = entry.sseId === undefined ? undefined : shown(entry.sseId);
  return (
    <button
      type="button"
      data-testid="event-row"
      data-event-index={entry.index}
      data-event-type={type}
      data-payload-type={payloadType}
      data-for-item={entry.item ?? undefined}
      aria-pressed={selected}
      onClick={() => onSelect(entry.index)}
      style={{ height: INSPECTOR_ROW_HEIGHT }}
      className={`grid w-full cursor-pointer ${COLUMNS} items-center gap-2 px-2 text-left font-mono text-[11px] ${
        selected
          ? 'bg-indigo-100 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100'
          : 'text-fg-secondary hover:bg-zinc-100 dark:hover:bg-zinc-900'
      }`}
    >
      <span className="text-right text-fg-faint tabular-nums">{entry.index}</span>
      <span className="hidden truncate sm:block" title={sseId ? t.sseIdTitle(sseId) : t.noSseId}>
        {sseId ?? (entry.history ? t.history : '—')}
      </span>
      {entry.fromFile ? (
        <span className="hidden text-fg-faint sm:block" title={t.fileTitle(clock(entry.arrival))}>
          {t.file}
        </span>
      ) : (
        <span className="hidden tabular-nums sm:block" title={t.arrivalTitle}>
          {clock(entry.arrival)}
        </span>
      )}
      <span className="text-fg-faint tabular-nums" title={t.recordTimeTitle}>
        {clock(entry.recordTime)}
      </span>
      <span className="hidden text-right text-fg-faint tabular-nums sm:block" title={t.bytesTitle}>
        {entry.size}
      </span>
      <span
        className="hidden truncate text-fg-faint sm:block"
        title={entry.session || t.mainSession}
      >
        {entry.session === '' ? t.main : sessionIdOf(entry.session)}
      </span>
      <span data-testid="event-kind" className="truncate" title={`${type} / ${kind}`}>
        <span className="text-fg-faint">{type} </span>
        {kind}
      </span>
      <span className="text-right text-fg-faint tabular-nums" title={t.itemTitle}>
        {entry.item === undefined || entry.item === null ? '' : `#${entry.item}`}
      </span>
    </button>
  );
}

export const InspectorRow = memo(InspectorRowView);
