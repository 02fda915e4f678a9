// The words for the timeline's spans and lanes, from the catalog of the language shown; what
// comes from the trace (statuses, decisions, tool names, titles, ids) is kept as it is.
import type { Catalog } from '../i18n/catalogs';
import { titleWithId } from '../store/derive/child-name';
import type { Lane, Span } from './types';

export type TimelineWords = Catalog['timeline'];

export function spanLabel(span: Span, w: TimelineWords): string {
  const l = span.label;
  switch (l.kind) {
    case 'request':
      return w.spans.request(l.status, l.attempt);
    case 'retry-wait':
      return w.spans.retryIn(l.inMs);
    case 'approval-wait':
      return w.spans.approval(l.decision);
    case 'tool':
      return l.name || w.spans.tool;
    case 'subagent':
      return w.spans.subagent(l.session);
  }
}

export function laneLabel(lane: Lane, w: TimelineWords): string {
  if (!lane.child) return lane.kind === 'model' ? w.lanes.model : w.lanes.tools;
  return 'title' in lane.child ? titleWithId(lane.child) : w.lanes.subagent(lane.child.id);
}
