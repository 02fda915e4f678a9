// One row of the conversation list: picks the component for its kind. Each row reads only its
// own item from the store, so streaming into one row leaves the others untouched.
import type { Item } from '../../store/model';
import type { ItemRow as ItemRowModel, Row } from '../../store/rows';
import { ChildCardHeader } from '../sessions/child-card-header';
import { CompactionInternalsToggle } from '../sessions/compaction-internals-toggle';
import { SubagentRow } from '../sessions/subagent-row';
import { EventRow } from '../events/event-row';
import { SessionHeader } from '../events/session-header';
import { MessageRow } from '../messages/message-row';
import { ToolCallCard } from '../tools/tool-call-card';
import { useTraceView } from '../trace-context';
import { ViewScope } from '../../docs/doc-context';
import { FAILED_ATTEMPT_FRAME, useAttemptState } from '../sessions/attempt';
import { FailedAttemptBadge } from '../sessions/failed-attempt-badge';
import { RecordBoundary } from '../common/record-boundary';
import { HiddenMarker } from '../filters/hidden-marker';
import { MarkedRow } from '../search/marked-row';
import { estimateRowSize } from '../list/row-estimate';
import { RowPlaceholder } from '../list/row-placeholder';

function ItemBody({ item }: { item: Item }) {
  switch (item.kind) {
    case 'meta':
      return <SessionHeader item={item} />;
    case 'message':
      return <MessageRow item={item} />;
    case 'tool':
      return <ToolCallCard item={item} />;
    case 'subagent':
      return <SubagentRow item={item} />;
    case 'event':
      return <EventRow item={item} />;
  }
}

/** data-kind is the payload type (session_meta for the header): tests and styles key on it. */
export function kindOf(item: Item): string {
  switch (item.kind) {
    case 'meta':
      return 'session_meta';
    case 'message':
      return item.type;
    case 'tool':
      return 'tool_call';
    case 'subagent':
      return 'subagent';
    case 'event':
      return item.type;
  }
}

/** Content from an attempt that did not commit is framed and labelled, never read as the answer. */
function ItemFrame({ item }: { item: Item }) {
  const attempt = useAttemptState(item);
  // Request rows already say how their attempt ended; only its content needs the frame.
  const failed = item.kind === 'message' || item.kind === 'tool' ? attempt : undefined;
  return (
    <div
      data-kind={kindOf(item)}
      data-item-id={item.id}
      data-session={item.session}
      data-failed-attempt={failed ? true : undefined}
      className={failed ? `rounded-md px-2 py-1 ${FAILED_ATTEMPT_FRAME}` : undefined}
    >
      {failed ? <FailedAttemptBadge attempt={failed} /> : null}
      <ItemBody item={item} />
    </div>
  );
}

function ItemRow({ row }: { row: ItemRowModel }) {
  const id = row.itemId;
  const item = useTraceView('item', id);
  // A trace held in a worker: the row is known before its item arrives.
  if (!item) return <RowPlaceholder height={estimateRowSize(row)} />;
  return (
    <ViewScope id={id}>
      <RecordBoundary what="record" record={item}>
        <MarkedRow itemId={id}>
          <ItemFrame item={item} />
        </MarkedRow>
      </RecordBoundary>
    </ViewScope>
  );
}

export function RowView({ row }: { row: Row }) {
  return (
    <RecordBoundary what="row" record={row}>
      <RowBody row={row} />
    </RecordBoundary>
  );
}

function RowBody({ row }: { row: Row }) {
  switch (row.kind) {
    case 'item':
      return <ItemRow row={row} />;
    case 'child':
      return <ChildCardHeader session={row.session} collapsed={row.collapsed} />;
    case 'hidden':
      return <HiddenMarker count={row.count} />;
    case 'internals':
      return (
        <CompactionInternalsToggle
          compactionId={row.compactionId}
          count={row.count}
          shown={row.shown}
        />
      );
  }
}
