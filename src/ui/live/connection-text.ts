import { en, type Catalog } from '../../i18n/en';
import { signInReason } from '../../net/penguin-errors';
import type { LiveStatus } from '../../live/live-source';
import type { Tone } from '../common/tone';

/** The stream was refused, or an action was: either way nothing can be acted on until then. */
const needsSignIn = (status: LiveStatus): boolean =>
  status.signIn !== undefined ||
  (status.state === 'closed' && signInReason(status.reason) !== null);

/** Closing on purpose is not an error. */
const CALM_CLOSE = new Set<string>([en.live.reasons.disconnected, en.live.reasons.replayFinished]);

/** A reason in the reader's words when it is one of Omniscope's own; a server's, as it came. */
export function reasonText(reason: string, words: Catalog['live']): string {
  const own = Object.entries(en.live.reasons).find(([, english]) => english === reason);
  return own ? words.reasons[own[0] as keyof typeof en.live.reasons] : reason;
}

export function connectionTone(status: LiveStatus): Tone {
  if (needsSignIn(status)) return 'wait';
  switch (status.state) {
    case 'live':
      return 'ok';
    case 'connecting':
      return 'info';
    case 'stalled':
    case 'gone':
    case 'reconnecting':
    case 'paused':
      return 'wait';
    case 'closed':
      return CALM_CLOSE.has(status.reason ?? '') ? 'neutral' : 'error';
  }
}

export function connectionText(
  status: LiveStatus,
  secondsLeft: number | undefined,
  words: Catalog['live'],
): string {
  const say = words.state;
  // The sign-in form shows in place (LiveSignIn): the pill says what it waits for.
  if (needsSignIn(status)) return say.signInNeeded;
  switch (status.state) {
    case 'live':
      return status.syncing ? say.liveSyncing : say.live;
    case 'connecting':
      return say.connecting;
    case 'stalled':
      return say.stalled;
    case 'gone':
      return say.gone;
    case 'reconnecting':
      return secondsLeft !== undefined && secondsLeft > 0
        ? say.reconnectingIn(secondsLeft)
        : say.reconnecting;
    case 'paused':
      return status.held > 0 ? say.pausedHeld(status.held) : say.paused;
    case 'closed':
      return say.closed(reasonText(status.reason ?? en.live.reasons.disconnected, words));
  }
}
