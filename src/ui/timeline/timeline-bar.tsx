// One span on its lane: hovering it lights up its conversation row, clicking jumps there.
// Memoized: a bar renders again only when its span or the range shown changes.
import { memo } from 'react';
import type { Span, SpanKind } from '../../timeline/types';
import type { TimeRange } from '../../timeline/view-range';
import { formatDuration } from '../common/format';
import { useTimelineStore } from './timeline-store';
import { spanLabel } from '../../timeline/labels';
import { useT } from '../i18n/language-store';

export const LANE_HEIGHT = 20;

export const SPAN_LOOK: Record<SpanKind, string> = {
  request: 'bg-accent/35',
  'retry-wait': 'border border-dashed border-warn bg-warn/15',
  'approval-wait': 'bg-warn/60',
  tool: 'bg-ok/65',
  subagent: 'bg-violet/45',
};

/** Where moment `t` falls on the track showing `r`, in percent of its width. */
export const pct = (t: number, r: TimeRange) => ((t - r.from) / (r.to - r.from)) * 100;

export const TimelineBar = memo(function TimelineBar({
  span,
  range,
  growth,
  onPick,
}: {
  span: Span;
  range: TimeRange;
  /** How far an open span has grown since its layout. */
  growth: number;
  onPick: (itemId: number) => void;
}) {
  const t = useT().timeline;
  const label = spanLabel(span, t);
  const lit = useTimelineStore((s) => s.hovered === span.itemId);
  const hover = useTimelineStore((s) => s.hover);
  const end = span.open ? span.end + growth : span.end;
  const streaming = span.streamFrom !== undefined && end > span.start;
  const left = pct(span.start, range);
  return (
    <button
      type="button"
      data-testid="timeline-bar"
      data-kind={span.kind}
      data-item-id={span.itemId}
      data-session={span.session}
      data-critical={span.critical || undefined}
      data-open={span.open || undefined}
      data-highlighted={lit || undefined}
      title={`${label} · ${formatDuration(end - span.start)}${span.critical ? t.criticalTitle : ''}`}
      // The red ring is not the only sign: a screen reader hears the critical path too.
      aria-label={`${label}${span.critical ? t.criticalLabel : ''}`}
      onMouseEnter={() => hover(span.itemId)}
      onMouseLeave={() => hover(null)}
      onFocus={() => hover(span.itemId)}
      onBlur={() => hover(null)}
      onClick={() => onPick(span.itemId)}
      style={{
        left: `${left}%`,
        width: `${pct(end, range) - left}%`,
        top: span.lane * LANE_HEIGHT + 3,
        height: LANE_HEIGHT - 6,
      }}
      className={`pointer-events-auto absolute min-w-[3px] cursor-pointer overflow-hidden rounded-sm ${SPAN_LOOK[span.kind]} ${
        span.critical ? 'ring-2 ring-danger/80' : ''
      } ${lit ? 'z-10 outline-2 outline-offset-1 outline-info' : ''}`}
    >
      {streaming && (
        <span
          aria-hidden
          className="absolute inset-y-0 right-0 bg-accent/70"
          style={{
            left: `${((span.streamFrom! - span.start) / (end - span.start)) * 100}%`,
          }}
        />
      )}
    </button>
  );
});
