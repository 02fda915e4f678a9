// The selected event as JSON, with what the inspector knows about it.
import { clipText } from '../../ingest/clip-text';
import { JsonView } from '../common/json-view';
import { useKeptValue } from '../common/use-kept-value';
import { VisibleText } from '../common/visible-text';
import { useStore } from 'zustand';
import { envelopeOf, type LoggedInput } from '../../stream-debugger/event-log';
import type { StreamDebugger } from '../../stream-debugger/record-events';
import { shownEntry } from '../../stream-debugger/shown-items';
import { RowLink } from './row-link';
import { useT } from '../i18n/language-store';

/** The event as received: a long output left in its file is read back into it. */
function useReceived(input: LoggedInput | undefined) {
  const event = input ? envelopeOf(input) : undefined;
  const payload = event?.payload as Record<string, unknown> | undefined;
  const output = payload?.['type'] === 'tool_call_output' ? payload['output'] : undefined;
  const read = useKeptValue(typeof output === 'string' ? output : '');
  if (!event || read.state !== 'ready' || read.value === output || output === undefined)
    return event;
  return { ...event, payload: { ...payload, output: read.value } };
}

export function EventDetail({ debug, index }: { debug: StreamDebugger; index: number }) {
  const t = useT().streamDebugger.detail;
  // Its row is the moment's: drawn again when time travel moves.
  useStore(debug.shown, (s) => s.at);
  const entry = shownEntry(debug, index);
  const received = useReceived(entry?.input);
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
      <JsonView value={received} className="max-h-none" />
    </div>
  );
}
