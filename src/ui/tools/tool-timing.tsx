import type { ToolItem } from '../../store/model';
import { ElapsedTimer } from '../common/elapsed-timer';
import { durationBetween, formatDuration } from '../common/format';
import { Spinner } from '../common/spinner';
import { isLive, type ToolPhase } from '../../store/derive/tool-phase';
import { useT } from '../i18n/language-store';

function liveSince(item: ToolItem, phase: ToolPhase): string {
  if (phase === 'approval') return item.approvalRequestedAt ?? item.callTimestamp ?? item.timestamp;
  if (phase === 'streaming') return item.callTimestamp ?? item.outputStartedAt ?? item.timestamp;
  return item.callTimestamp ?? item.timestamp;
}

/** Live spinner and timer while a call is open; its duration (call → output) once it is done. */
export function ToolTiming({ item, phase }: { item: ToolItem; phase: ToolPhase }) {
  const t = useT().tools;
  if (isLive(phase))
    return (
      <span
        data-testid="tool-live"
        className="inline-flex items-center gap-1 text-[11px] text-warn-vivid"
      >
        <Spinner />
        <ElapsedTimer since={liveSince(item, phase)} />
      </span>
    );
  const ms = durationBetween(item.callTimestamp, item.outputTimestamp);
  if (ms === undefined) return null;
  return (
    <span
      data-testid="tool-duration"
      title={t.durationTitle}
      className="font-mono text-[11px] text-fg-muted tabular-nums"
    >
      {formatDuration(ms)}
    </span>
  );
}
