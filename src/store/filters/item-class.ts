// Where one item falls for each filter dimension. Depends on the item and its request only, so a
// change elsewhere in the trace never changes it.
import { failedAttemptOf } from '../derive/attempt-state';
import type { Item, RequestInfo, SessionKey } from '../model';
import type { Filters, KindFilter, RoleFilter, StatusFilter } from './filter-state';

export interface ItemClass {
  kind: KindFilter;
  role?: RoleFilter;
  tool?: string;
  statuses: readonly StatusFilter[];
  session: SessionKey;
}

function kindOf(item: Item): KindFilter {
  if (item.kind === 'tool') return 'tools';
  if (item.kind !== 'message') return 'events';
  return item.type === 'thinking' || item.type === 'inline_thinking' ? 'thinking' : 'messages';
}

/** A request or compaction that ended other than completed. */
function failedEnd(item: Item): boolean {
  if (item.kind !== 'event' || (item.type !== 'request_end' && item.type !== 'compaction_end'))
    return false;
  const status = (item.envelope.payload as { status?: unknown }).status;
  return status !== undefined && status !== 'completed';
}

function statusesOf(item: Item, request: RequestInfo | undefined): StatusFilter[] {
  const out: StatusFilter[] = [];
  const failedTool = item.kind === 'tool' && item.outputStopReason === 'failed';
  // Content an uncommitted attempt left behind (the request's own events say so by their end).
  const content = item.kind === 'message' || item.kind === 'tool';
  if (failedTool || failedEnd(item) || (content && failedAttemptOf(item, request)))
    out.push('errors');
  if (item.kind === 'tool') {
    if (item.decision === 'deny' || item.decision === 'forbidden') out.push('denied');
    if (item.approvalPending && item.decision === undefined) out.push('pending');
  }
  return out;
}

export function classify(item: Item, request: RequestInfo | undefined): ItemClass {
  // A tool call is the assistant's: its output is the tool's answer to it, on the same row.
  const role = item.kind === 'message' ? item.role : item.kind === 'tool' ? 'assistant' : undefined;
  return {
    kind: kindOf(item),
    ...(role ? { role } : {}),
    ...(item.kind === 'tool' ? { tool: item.name } : {}),
    statuses: statusesOf(item, request),
    session: item.session,
  };
}

const passes = <T>(set: ReadonlySet<T>, value: T | undefined): boolean =>
  set.size === 0 || (value !== undefined && set.has(value));

export function matches(c: ItemClass, f: Filters): boolean {
  return (
    passes(f.kinds, c.kind) &&
    passes(f.roles, c.role) &&
    passes(f.tools, c.tool) &&
    passes(f.sessions, c.session) &&
    (f.statuses.size === 0 || c.statuses.some((s) => f.statuses.has(s)))
  );
}

export const sameClass = (a: ItemClass, b: ItemClass): boolean =>
  a.kind === b.kind &&
  a.role === b.role &&
  a.tool === b.tool &&
  a.session === b.session &&
  a.statuses.join() === b.statuses.join();
