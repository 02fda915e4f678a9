import { clipText } from '../../ingest/clip-text';
import { useMemo } from 'react';
import type { EventItem } from '../../store/model';
import { Badge } from '../common/badge';
import { JsonView } from '../common/json-view';
import { EventLine } from './event-line';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** A record this viewer does not know (or has no view for): kept whole and shown as JSON. */
export function UnknownEventRow({ item }: { item: EventItem }) {
  const t = useT().events;
  const preview = useMemo(() => {
    const s = JSON.stringify(item.envelope.payload) ?? '';
    return s.length > 200 ? `${s.slice(0, 200)}…` : s;
  }, [item.envelope.payload]);
  return (
    <div data-testid="unknown-record" data-record-type={clipText(item.type)}>
      <EventLine
        label={item.known ? t.record : t.unknownRecordType}
        timestamp={item.timestamp}
        details={<JsonView value={item.envelope} />}
      >
        <Badge mono tone={item.known ? 'neutral' : 'wait'}>
          <VisibleText text={clipText(item.type)} />
        </Badge>
        <span className="min-w-0 flex-1 truncate font-mono text-[11px] text-fg-faint">
          <VisibleText text={preview} />
        </span>
      </EventLine>
    </div>
  );
}
