// A span as the layout keeps it from one trace state to the next: the same object while its
// span is the same, with the lane it was placed on and the span drawn there.
import type { Packed } from './lane-pack';
import type { SpanList } from './span-list';
import type { SpanDraft } from './spans';
import type { Span, SpanLabel } from './types';

/** A span as the layout keeps it: its draft, its lane, the span drawn and its critical copy. */
export interface SpanNode extends Packed {
  draft: SpanDraft;
  id: string;
  parent: string | undefined;
  /** The lane in the whole layout the span was placed on, and the span placed there. */
  at: number;
  placed: Span | undefined;
  critical: Span | undefined;
  open: boolean;
  onPath: boolean;
  /** The list it stands in, and where. */
  list: SpanList | undefined;
  index: number;
  /** The call whose spans share its lane; none when the span is packed on its own. */
  group: Packed | undefined;
}

function sameLabel(a: SpanLabel, b: SpanLabel): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'request':
      return b.kind === a.kind && a.status === b.status && a.attempt === b.attempt;
    case 'retry-wait':
      return b.kind === a.kind && a.inMs === b.inMs;
    case 'approval-wait':
      return b.kind === a.kind && a.decision === b.decision;
    case 'tool':
      return b.kind === a.kind && a.name === b.name;
    case 'subagent':
      return b.kind === a.kind && a.session === b.session;
  }
}

type Field = Exclude<keyof SpanDraft, 'label'>;
/**
 * Every field of a draft but its label, which sameLabel compares: a record, so a field added to
 * Span and not here fails to compile rather than leave a stale bar.
 */
const FIELDS = Object.keys({
  id: true,
  kind: true,
  itemId: true,
  session: true,
  start: true,
  end: true,
  open: true,
  streamFrom: true,
  parent: true,
} satisfies Record<Field, true>) as Field[];

export function sameDraft(a: SpanDraft, b: SpanDraft): boolean {
  if (a === b) return true;
  for (const k of FIELDS) if (!Object.is(a[k], b[k])) return false;
  return sameLabel(a.label, b.label);
}

/** A node for `draft`: `before` when its span is the same, else a new one. */
export function nodeFor(draft: SpanDraft, before: SpanNode | undefined, group?: Packed): SpanNode {
  if (before && sameDraft(before.draft, draft)) return before;
  const { id, parent, start, end, open } = draft;
  return {
    draft,
    id,
    parent,
    start,
    end,
    lane: 0,
    at: -1,
    placed: undefined,
    critical: undefined,
    open,
    onPath: false,
    list: undefined,
    index: -1,
    group,
  };
}

/** The lane a node is packed on, within its session's lanes of its kind. */
export const laneOf = (node: SpanNode): number => (node.group ?? node).lane;
