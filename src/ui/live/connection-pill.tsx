// The live connection's state, in the header: connecting, live, reconnecting (with the wait),
// paused (with what is held), not live while a tailed file is gone, closed (with why).
import type { Replay } from '../../ingest/replay';
import type { LiveStatus } from '../../live/live-source';
import { PILL } from '../common/tone';
import { HEADER_PILL } from '../common/looks';
import { useT } from '../i18n/language-store';
import { connectionText, connectionTone, reasonText } from './connection-text';
import { useSecondsUntil } from './use-seconds-until';
import { useReplayState } from './use-replay-state';

/** Sized to sit in the header row, shrinking before the header wraps. */

const DOT = {
  ok: 'bg-emerald-500 animate-pulse',
  info: 'bg-sky-500 animate-pulse',
  wait: 'bg-amber-500',
  error: 'bg-rose-500',
  neutral: 'bg-zinc-400',
  accent: 'bg-indigo-500',
} as const;

export function ConnectionPill({
  status,
  replay,
}: {
  status: LiveStatus;
  replay: Replay | null | undefined;
}) {
  const seconds = useSecondsUntil(status.retryAt);
  const replayState = useReplayState(replay);
  const tone = connectionTone(status, replayState);
  const t = useT();
  const text = connectionText(status, seconds, t, replayState);
  const detail =
    !status.reason || status.state === 'closed'
      ? ''
      : status.state === 'stalled' || status.state === 'gone'
        ? ` — ${reasonText(status.reason, t.live)}`
        : t.live.state.lastDrop(reasonText(status.reason, t.live));
  return (
    <span
      data-testid="connection-state"
      data-state={status.state}
      role="status"
      title={`${text}${detail}`}
      className={`${HEADER_PILL} ${PILL[tone]}`}
    >
      <span aria-hidden className={`size-1.5 shrink-0 rounded-full ${DOT[tone]}`} />
      <span className="truncate max-sm:sr-only group-data-[folded=true]/actions:not-sr-only">
        {text}
      </span>
    </span>
  );
}
