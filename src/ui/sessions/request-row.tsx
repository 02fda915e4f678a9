// request_begin / request_end rows: a turn divider, a thin success line, or a retry card.
import type { EventItem } from '../../store/model';
import { useTraceView } from '../trace-context';
import { RequestBeginLine } from './request-begin-line';
import { RequestEndLine } from './request-end-line';
import { RetryRow } from './retry-row';

export function RequestRow({ item }: { item: EventItem }) {
  const request = useTraceView('request', item.requestId);
  if (!request) return <RequestBeginLine item={item} request={undefined} />;
  if (item.type === 'request_begin') return <RequestBeginLine item={item} request={request} />;
  if (request.status === 'completed') return <RequestEndLine request={request} />;
  return <RetryRow request={request} />;
}
