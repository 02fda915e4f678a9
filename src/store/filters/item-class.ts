// Where one item falls for each filter dimension. Depends on the item and its request only, so a
// change elsewhere in the trace never changes it.
import { kindEntry, PAYLOAD_KINDS } from '../../protocol/kinds';
import { failedAttemptOf } from '../derive/attempt-state';
import type { Item, RequestInfo, SessionKey, TraceState } from '../model';
import {
  KINDS,
  STATUSES,
  type FilterDimension,
  type Filters,
  type KindFilter,
  type RoleFilter,
  type StatusFilter,
} from './filter-state';

export interface ItemClass {
  kind: KindFilter;
  role?: RoleFilter;
  tool?: string;
  statuses: readonly StatusFilter[];
  session: SessionKey;
}

/** The item's kind, as its place in KINDS: its payload type's filter class. */
function kindOf(item: Item): number {
  switch (item.kind) {
    case 'message':
      return KINDS.indexOf(PAYLOAD_KINDS[item.type].filter);
    case 'tool':
      return KINDS.indexOf(PAYLOAD_KINDS.tool_call.filter);
    case 'event':
      return KINDS.indexOf(kindEntry(item.type)?.filter ?? 'events');
    case 'meta':
    case 'subagent':
      return KINDS.indexOf('events');
  }
}

/** A request or compaction that ended other than completed. */
function failedEnd(item: Item): boolean {
  if (item.kind !== 'event' || !item.known) return false;
  return kindEntry(item.type)?.failed?.(item.envelope.payload) ?? false;
}

/** The statuses as bits of STATUSES (errors, denied, pending): a class is found without a list. */
function statusBits(item: Item, request: RequestInfo | undefined): number {
  let bits = 0;
  const failedTool = item.kind === 'tool' && item.outputStopReason === 'failed';
  // Content an uncommitted attempt left behind (the request's own events say so by their end).
  const content = item.kind === 'message' || item.kind === 'tool';
  if (failedTool || failedEnd(item) || (content && failedAttemptOf(item, request))) bits |= 1;
  if (item.kind === 'tool') {
    if (item.decision === 'deny' || item.decision === 'forbidden') bits |= 2;
    if (item.approvalPending && item.decision === undefined) bits |= 4;
  }
  return bits;
}

/**
 * Classifies items of one document. Items of a class share one object (a long trace has a
 * handful of classes and hundreds of thousands of items), so equal classes are the same object.
 */
export function createClassifier(): (item: Item, request: RequestInfo | undefined) => ItemClass {
  // Session, tool name and role are the trace's own strings: each keyed apart, never joined into
  // one key (a joined key is also a new string to hash per item). Status bits and kind are small
  // numbers: together, a slot of an array.
  const known = new Map<
    SessionKey,
    Map<string | undefined, (Map<string, ItemClass> | undefined)[]>
  >();
  return (item, request) => {
    const kind = kindOf(item);
    // A tool call is the assistant's: its output is the tool's answer to it, on the same row.
    const role =
      item.kind === 'message' ? item.role : item.kind === 'tool' ? 'assistant' : undefined;
    const tool = item.kind === 'tool' ? item.name : undefined;
    const bits = statusBits(item, request);
    let byTool = known.get(item.session);
    if (!byTool) known.set(item.session, (byTool = new Map()));
    let slots = byTool.get(tool);
    if (!slots) byTool.set(tool, (slots = []));
    const slot = bits * KINDS.length + kind;
    const byRole = (slots[slot] ??= new Map());
    let c = byRole.get(role ?? '');
    if (!c) {
      c = {
        kind: KINDS[kind] as KindFilter,
        ...(role ? { role } : {}),
        ...(tool !== undefined ? { tool } : {}),
        statuses: STATUSES.filter((_, i) => bits & (1 << i)),
        session: item.session,
      };
      byRole.set(role ?? '', c);
    }
    return c;
  };
}

const passes = <T>(set: ReadonlySet<T>, value: T | undefined): boolean =>
  set.size === 0 || (value !== undefined && set.has(value));

const PASSES: { [D in FilterDimension]: (c: ItemClass, f: Filters) => boolean } = {
  kinds: (c, f) => passes(f.kinds, c.kind),
  roles: (c, f) => passes(f.roles, c.role),
  tools: (c, f) => passes(f.tools, c.tool),
  statuses: (c, f) => f.statuses.size === 0 || c.statuses.some((s) => f.statuses.has(s)),
  sessions: (c, f) => passes(f.sessions, c.session),
};
const DIMENSIONS = Object.keys(PASSES) as FilterDimension[];

export const matches = (c: ItemClass, f: Filters): boolean =>
  DIMENSIONS.every((d) => PASSES[d](c, f));

/** The dimensions of `f` that leave an item of class `c` out: none when it is shown. */
export const dimensionsHiding = (c: ItemClass, f: Filters): FilterDimension[] =>
  DIMENSIONS.filter((d) => !PASSES[d](c, f));

/** One item's class, for a question about it alone (the filter index keeps every item's). */
export const classOfItem = (t: TraceState, item: Item): ItemClass =>
  createClassifier()(
    item,
    item.requestId === undefined ? undefined : t.requests.get(item.requestId),
  );
