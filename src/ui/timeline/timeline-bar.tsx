// One span on its lane: hovering it lights up its conversation row, clicking jumps there.
// Memoized: a bar renders again only when its span or the range shown changes. A span still
// running grows with its layer's `--grow` (the clock's growth since the layout, in per cent of
// the track), so a tick of the clock sets one property, not the style and title of every bar.
import { memo, type CSSProperties } from 'react';
import type { Span, SpanKind } from '../../timeline/types';
import type { TimeRange } from '../../timeline/view-range';
import { formatDuration } from '../common/format';
import { useTimelineStore } from './timeline-store';
import { spanLabel } from '../../timeline/labels';
import { revealInvisible } from '../common/invisible-chars';
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

/** A layer's growth, for its running spans: `ms` of the clock on the track showing `r`. */
export const growStyle = (ms: number, r: TimeRange): CSSProperties =>
  ({ '--grow': `${(ms / (r.to - r.from)) * 100}%` }) as CSSProperties;

/** From `from` to the span's end on the track, in per cent; a running span's grows. */
const widthTo = (span: Span, from: number, range: TimeRange): string => {
  const base = `${pct(span.end, range) - from}%`;
  return span.open ? `calc(${base} + var(--grow, 0%))` : base;
};

/** A bar's name among the lanes' one Tab stop (`data-roving`, see bar-keys.ts). */
export const barKey = (span: Span): string => `s${span.id}`;

/** Seen when the keyboard is on a bar or block; the mouse's hover has its own outline. */
export const BAR_FOCUS =
  'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-info';

export const TimelineBar = memo(function TimelineBar({
  span,
  range,
  tabbable,
  onPick,
}: {
  span: Span;
  range: TimeRange;
  /** The one bar the Tab key stops at; the arrows reach the others. */
  tabbable: boolean;
  onPick: (itemId: number) => void;
}) {
  const t = useT().timeline;
  // A tool's name is the trace's: an override in it must not reorder the tooltip.
  const label = revealInvisible(spanLabel(span, t));
  const lit = useTimelineStore((s) => s.hovered === span.itemId);
  const hover = useTimelineStore((s) => s.hover);
  const streaming = span.streamFrom !== undefined && (span.open || span.end > span.start);
  const left = pct(span.start, range);
  const top = span.lane * LANE_HEIGHT + 3;
  // A running span's duration is the one at its layout: "at least".
  const lasted = `${span.open ? '≥ ' : ''}${formatDuration(span.end - span.start)}`;
  return (
    <>
      <button
        type="button"
        data-testid="timeline-bar"
        data-kind={span.kind}
        data-item-id={span.itemId}
        data-session={span.session}
        data-lane={span.lane}
        data-critical={span.critical || undefined}
        data-open={span.open || undefined}
        data-highlighted={lit || undefined}
        data-roving={barKey(span)}
        tabIndex={tabbable ? 0 : -1}
        title={`${label} · ${lasted}${span.critical ? t.criticalTitle : ''}`}
        // The red ring is not the only sign: a screen reader hears the critical path too.
        aria-label={`${label}${span.critical ? t.criticalLabel : ''}`}
        onMouseEnter={() => hover(span.itemId)}
        onMouseLeave={() => hover(null)}
        onFocus={() => hover(span.itemId)}
        onBlur={() => hover(null)}
        onClick={() => onPick(span.itemId)}
        style={{
          left: `${left}%`,
          width: widthTo(span, left, range),
          top,
          height: LANE_HEIGHT - 6,
        }}
        className={`pointer-events-auto absolute min-w-[3px] cursor-pointer overflow-hidden rounded-sm ${BAR_FOCUS} ${SPAN_LOOK[span.kind]} ${
          span.critical ? 'ring-2 ring-danger/80' : ''
        } ${lit ? 'z-10 outline-2 outline-offset-1 outline-info' : ''}`}
      />
      {streaming && (
        // Beside the bar, not in it: its share of a growing bar changes with every tick.
        <span
          aria-hidden
          className="pointer-events-none absolute min-w-[1px] rounded-r-sm bg-accent/70"
          style={{
            left: `${pct(span.streamFrom!, range)}%`,
            width: widthTo(span, pct(span.streamFrom!, range), range),
            top,
            height: LANE_HEIGHT - 6,
          }}
        />
      )}
    </>
  );
});
