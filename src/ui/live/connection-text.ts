import { signInReason } from '../../ingest/penguin-errors';
import type { LiveStatus } from '../../live/live-source';
import type { Tone } from '../common/tone';

/** The stream was refused, or an action was: either way nothing can be acted on until then. */
const needsSignIn = (status: LiveStatus): boolean =>
  status.signIn !== undefined ||
  (status.state === 'closed' && signInReason(status.reason) !== null);

/** Closing on purpose is not an error. */
const CALM_CLOSE = new Set(['disconnected', 'replay finished']);

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

export function connectionText(status: LiveStatus, secondsLeft: number | undefined): string {
  // The sign-in form shows in place (LiveSignIn): the pill says what it waits for.
  if (needsSignIn(status)) return 'Sign-in needed';
  switch (status.state) {
    case 'live':
      return status.syncing ? 'Live · syncing' : 'Live';
    case 'connecting':
      return 'Connecting…';
    case 'stalled':
      return 'Stalled: no complete event';
    case 'gone':
      return 'Not live: file gone';
    case 'reconnecting':
      return secondsLeft !== undefined && secondsLeft > 0
        ? `Reconnecting in ${secondsLeft} s`
        : 'Reconnecting…';
    case 'paused':
      return status.held > 0 ? `Paused · ${status.held} new` : 'Paused';
    case 'closed':
      return `Closed: ${status.reason ?? 'disconnected'}`;
  }
}
