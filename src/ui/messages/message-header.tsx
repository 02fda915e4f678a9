import type { ReactNode } from 'react';
import type { StopReason } from '../../protocol/types';
import { FidelityButton } from '../common/fidelity-button';
import { formatClock } from '../common/format';
import { SmallLabel } from '../common/small-label';
import { StopReasonBadge } from '../common/stop-reason-badge';

/** One line above a message: who, badges, then time and the fidelity toggle in the corner. */
export function MessageHeader({
  label,
  timestamp,
  stopReason,
  fidelityOpen,
  onFidelity,
  children,
}: {
  label: string;
  timestamp: string;
  stopReason?: StopReason | undefined;
  /** Undefined when the message carries no fidelity. */
  fidelityOpen?: boolean | undefined;
  onFidelity?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <SmallLabel>{label}</SmallLabel>
      {children}
      {stopReason && stopReason !== 'completed' ? <StopReasonBadge reason={stopReason} /> : null}
      <span className="ml-auto flex shrink-0 items-center gap-1">
        <time
          dateTime={timestamp}
          title={timestamp}
          className="font-mono text-[11px] text-fg-faint"
        >
          {formatClock(timestamp)}
        </time>
        {fidelityOpen !== undefined && onFidelity ? (
          <FidelityButton open={fidelityOpen} onToggle={onFidelity} />
        ) : null}
      </span>
    </div>
  );
}
