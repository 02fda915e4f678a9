import { isEventKind, type EventKind, type PayloadOf } from '../../protocol/kinds';
import type { ComponentType } from 'react';
import type { EventItem } from '../../store/model';
import type { EventRowProps } from '../rows/row-props';
import { EVENT_ROWS } from '../rows/kind-rows';
import { UnknownEventRow } from './unknown-event-row';

function KnownEventRow<K extends EventKind>({ item, type }: { item: EventItem; type: K }) {
  const Row: ComponentType<EventRowProps<K>> | null = EVENT_ROWS[type];
  if (!Row) return <UnknownEventRow item={item} />;
  // The record was validated against its payload type's schema (protocol/validate.ts).
  return <Row item={item} payload={item.envelope.payload as PayloadOf<K>} />;
}

/** An event's row: the one its payload type has, or its JSON when this viewer has none. */
export function EventRow({ item }: { item: EventItem }) {
  return item.known && isEventKind(item.type) ? (
    <KnownEventRow item={item} type={item.type} />
  ) : (
    <UnknownEventRow item={item} />
  );
}
