// The selected event as JSON, with what the inspector knows about it.
import { clipText } from '../../ingest/clip-text';
import { JsonView } from '../common/json-view';
import { VisibleText } from '../common/visible-text';
import { envelopeOf, type EventLog } from '../../stream-debugger/event-log';
import { RowLink } from './row-link';
import { useT } from '../i18n/language-store';

export function EventDetail({ log, index }: { log: EventLog; index: number }) {
  const t = useT().streamDebugger.detail;
  const entry = log.entry(index);
  if (!entry) return null;
  return (
    <div data-testid="event-detail" data-event-index={index} className="space-y-1.5 p-2 text-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-fg-faint">
        <span className="font-medium text-fg">{t.event(index)}</span>
        {entry.sseId && (
          <span data-testid="event-detail-id" className="wrap-anywhere">
            {t.id} <VisibleText text={clipText(entry.sseId)} />
          </span>
        )}
        {entry.epoch && (
          <span>
            {t.epoch} <VisibleText text={clipText(entry.epoch)} />
          </span>
        )}
        <span>{t.bytes(entry.size)}</span>
        {entry.item !== undefined && entry.item !== null && (
          <RowLink item={entry.item} testId="event-goto-row" />
        )}
      </div>
      <JsonView value={envelopeOf(entry.input)} className="max-h-none" />
    </div>
  );
}
