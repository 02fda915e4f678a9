// Per-session counts the reducer keeps current as items and requests change, so a header, a
// badge or the CLI reads them in constant time instead of rescanning the session's items.
import type { Item, ToolItem } from './model';

export const REQUEST_STATUSES = [
  'completed',
  'failed',
  'timeout',
  'malformed',
  'auth',
  'aborted',
] as const;
export type CountedStatus = (typeof REQUEST_STATUSES)[number];

export interface SessionTally {
  messages: number;
  /** `abort` events. */
  aborts: number;
  tools: number;
  allowed: number;
  denied: number;
  forbidden: number;
  withoutOutput: number;
  pending: number;
  /** Tool items the approval audit lists: decided, or waiting for a human. */
  approvals: number;
  /** Requests by final status. */
  statuses: Record<CountedStatus, number>;
  /** Requests that share their turn with the one before them. */
  retries: number;
}

export function emptyTally(): SessionTally {
  return {
    messages: 0,
    aborts: 0,
    tools: 0,
    allowed: 0,
    denied: 0,
    forbidden: 0,
    withoutOutput: 0,
    pending: 0,
    approvals: 0,
    statuses: { completed: 0, failed: 0, timeout: 0, malformed: 0, auth: 0, aborted: 0 },
    retries: 0,
  };
}

export const copyTally = (t: SessionTally): SessionTally => ({
  ...t,
  statuses: { ...t.statuses },
});

// A tool item's part in the counts as bits, so an update that changes none of them costs a compare.
const ALLOWED = 1;
const DENIED = 2;
const FORBIDDEN = 4;
const WITHOUT_OUTPUT = 8;
const PENDING = 16;
const APPROVAL = 32;
const TOOL_FIELDS = [
  [ALLOWED, 'allowed'],
  [DENIED, 'denied'],
  [FORBIDDEN, 'forbidden'],
  [WITHOUT_OUTPUT, 'withoutOutput'],
  [PENDING, 'pending'],
  [APPROVAL, 'approvals'],
] as const;

export function toolMarks(t: ToolItem): number {
  return (
    (t.decision === 'allow' ? ALLOWED : 0) |
    (t.decision === 'deny' ? DENIED : 0) |
    (t.decision === 'forbidden' ? FORBIDDEN : 0) |
    (t.outputStatus !== 'complete' ? WITHOUT_OUTPUT : 0) |
    (t.approvalPending ? PENDING : 0) |
    (t.decision !== undefined || t.approvalPending ? APPROVAL : 0)
  );
}

export const inAudit = (marks: number): boolean => (marks & APPROVAL) !== 0;

/** Moves a tool item's counts from its marks before a change to its marks after. */
export function tallyToolChange(tally: SessionTally, before: number, after: number): void {
  const changed = before ^ after;
  // Indexed, not iterated and destructured: that allocated on every tool change of a large file.
  for (let i = 0; i < TOOL_FIELDS.length; i++) {
    const pair = TOOL_FIELDS[i] as (typeof TOOL_FIELDS)[number];
    const bit = pair[0];
    if ((changed & bit) !== 0) tally[pair[1]] += (after & bit) !== 0 ? 1 : -1;
  }
}

/** Counts an item appended to the session. */
export function tallyAdd(tally: SessionTally, item: Item): void {
  if (item.kind === 'message') tally.messages += 1;
  else if (item.kind === 'event' && item.type === 'abort') tally.aborts += 1;
  else if (item.kind === 'tool') {
    tally.tools += 1;
    tallyToolChange(tally, 0, toolMarks(item));
  }
}

const COUNTED: ReadonlySet<string | undefined> = new Set(REQUEST_STATUSES);

/** Moves a request's status count when it changes (a request ends once, but stay exact). */
export function tallyRequest(
  tally: SessionTally,
  was: string | undefined,
  is: string | undefined,
): void {
  if (was === is) return;
  if (COUNTED.has(was)) tally.statuses[was as CountedStatus] -= 1;
  if (COUNTED.has(is)) tally.statuses[is as CountedStatus] += 1;
}
