// The selected event as JSON, with what the inspector knows about it.
import { clipText } from '../../ingest/clip-text';
import { JsonView } from '../common/json-view';
import { VisibleText } from '../common/visible-text';
import { envelopeOf, type EventLog } from '../../workbench/event-log';
import { useRevealItem } from '../sessions/use-reveal-item';

export function EventDetail({ log, index }: { log: EventLog; index: number }) {
  const entry = log.entry(index);
  const reveal = useRevealItem();
  if (!entry) return null;
  return (
    <div data-testid="event-detail" data-event-index={index} className="space-y-1.5 p-2 text-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-zinc-500">
        <span className="font-medium text-fg">Event {index}</span>
        {entry.sseId && (
          <span data-testid="event-detail-id" className="break-all">
            id <VisibleText text={clipText(entry.sseId)} />
          </span>
        )}
        {entry.epoch && (
          <span>
            epoch <VisibleText text={clipText(entry.epoch)} />
          </span>
        )}
        <span>{entry.size} bytes</span>
        {entry.item !== undefined && entry.item !== null && (
          <button
            type="button"
            data-testid="event-goto-row"
            onClick={() => reveal(entry.item as number)}
            className="text-accent underline-offset-2 hover:underline"
          >
            row #{entry.item}
          </button>
        )}
      </div>
      <JsonView value={envelopeOf(entry.input)} className="max-h-none" />
    </div>
  );
}
