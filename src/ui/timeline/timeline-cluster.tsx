// Spans too narrow to tell apart at this zoom, drawn as one block: clicking it zooms to them.
import { memo } from 'react';
import type { SpanCluster } from '../../timeline/thin';
import type { TimeRange } from '../../timeline/view-range';
import { formatDuration } from '../common/format';
import { useT } from '../i18n/language-store';
import { BAR_FOCUS, LANE_HEIGHT, pct, SPAN_LOOK } from './timeline-bar';

/** A block's name among the lanes' one Tab stop, as a bar's (barKey). */
export const clusterKey = (cluster: SpanCluster): string => `c${cluster.key}`;

// A ring around each of many columns side by side would paint the whole lane red: a cluster on
// the critical path is underlined instead.
const CRITICAL = 'border-b-2 border-danger/80';

export const TimelineCluster = memo(function TimelineCluster({
  cluster,
  range,
  tabbable,
  onZoom,
}: {
  cluster: SpanCluster;
  range: TimeRange;
  /** The one bar or block the Tab key stops at; the arrows reach the others. */
  tabbable: boolean;
  onZoom: (range: TimeRange) => void;
}) {
  const t = useT().timeline;
  const { start, end, cell, count, kind, critical } = cluster;
  const label = `${t.cluster(count)}${critical ? t.criticalLabel : ''}`;
  const left = pct(cell.from, range);
  return (
    <button
      type="button"
      data-testid="timeline-cluster"
      data-kind={kind}
      data-count={count}
      data-kinds={Object.entries(cluster.kinds)
        .map(([k, n]) => `${k}=${n}`)
        .join(' ')}
      data-critical={critical || undefined}
      data-lane={cluster.lane}
      data-roving={clusterKey(cluster)}
      tabIndex={tabbable ? 0 : -1}
      title={`${t.cluster(count)} · ${formatDuration(end - start)}${critical ? t.criticalTitle : ''}`}
      aria-label={label}
      onClick={() => onZoom({ from: start, to: end })}
      style={{
        left: `${left}%`,
        width: `${pct(cell.to, range) - left}%`,
        top: cluster.lane * LANE_HEIGHT + 3,
        height: LANE_HEIGHT - 6,
      }}
      className={`pointer-events-auto absolute cursor-zoom-in ${BAR_FOCUS} ${
        kind === 'mixed' ? 'bg-fg-muted/40' : SPAN_LOOK[kind]
      } ${critical ? CRITICAL : ''}`}
    />
  );
});
