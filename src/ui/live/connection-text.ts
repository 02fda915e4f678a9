import type { Catalog } from '../../i18n/en';
import { readingText } from '../../problems/problem-text';
import { signInReason } from '../../net/penguin-errors';
import type { LinkReason } from '../../net/link-reason';
import type { LiveSource, LiveStatus } from '../../live/live-source';
import type { SourceStatus } from '../../docs/source-status';
import type { Tone } from '../common/tone';

/** The stream was refused, or an action was: either way nothing can be acted on until then. */
const needsSignIn = (status: LiveStatus): boolean =>
  status.signIn !== undefined ||
  (status.state === 'closed' && signInReason(status.reason) !== null);

/** Closed on purpose (Disconnect, a replay played to its end): not an error. */
const calmClose = (reason: LinkReason | undefined): boolean =>
  reason?.code === 'disconnected' || reason?.code === 'replay-finished';

/** A reason in the reader's words; a server's or the network's own words as they came. */
export function reasonText(reason: LinkReason, words: Catalog['live']): string {
  const say = words.reasons;
  switch (reason.code) {
    case 'disconnected':
      return say.disconnected;
    case 'replay-finished':
      return say.replayFinished;
    case 'capture-empty':
      return say.captureEmpty;
    case 'file-deleted':
      return say.fileDeleted;
    case 'server-ended':
      return say.serverEnded;
    case 'no-body':
      return say.noBody;
    case 'http':
      return say.http(reason.status, reason.message);
    case 'not-event-stream':
      return say.notEventStream(reason.contentType);
    case 'silent':
      return say.silent(reason.seconds);
    case 'event-too-large':
      return say.eventTooLarge(reason.limit);
    case 'no-event-completed':
      return say.noEventCompleted(reason.bytes, reason.seconds);
    case 'capture-unreadable':
      return say.captureUnreadable(reasonText(reason.cause, words));
    case 'said':
      return reason.text;
  }
}

/** Why the connection is in its state, in the reader's words when Omniscope knows them. */
export function statusReason(status: LiveStatus, t: Catalog): string | undefined {
  if (status.reading) return readingText(t.problems, status.reading);
  return status.reason === undefined ? undefined : reasonText(status.reason, t.live);
}

/** Where a replayed capture stands, when the document plays one. */
export interface ReplayState {
  playing: boolean;
  position: number;
  length: number;
}

/**
 * Where a replay stands while its connection is open, or once it played to its end (which closes
 * it): playing, held by the reader before its end, or at its end. Null: not a replay, or closed
 * for another reason (an unreadable capture says why).
 */
function replayPhase(
  status: LiveStatus,
  replay: ReplayState | undefined,
): 'playing' | 'paused' | 'finished' | null {
  if (!replay) return null;
  const finished = status.state === 'closed' && status.reason?.code === 'replay-finished';
  if (status.state !== 'live' && !finished) return null;
  if (replay.playing) return 'playing';
  return replay.position < replay.length ? 'paused' : 'finished';
}

const REPLAY_TONE = { playing: 'ok', paused: 'wait', finished: 'neutral' } as const;

export function connectionTone(status: LiveStatus, replay?: ReplayState): Tone {
  if (needsSignIn(status)) return 'wait';
  const phase = replayPhase(status, replay);
  if (phase) return REPLAY_TONE[phase];
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
      return calmClose(status.reason) ? 'neutral' : 'error';
  }
}

export function connectionText(
  status: LiveStatus,
  secondsLeft: number | undefined,
  t: Catalog,
  replay?: ReplayState,
): string {
  const say = t.live.state;
  // The sign-in form shows in place (LiveSignIn): the pill says what it waits for.
  if (needsSignIn(status)) return say.signInNeeded;
  const phase = replayPhase(status, replay);
  if (phase && replay) {
    const { position, length } = replay;
    if (phase === 'finished') return say.replayFinished(length);
    return phase === 'playing' ? say.replay(position, length) : say.replayPaused(position, length);
  }
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
      return say.closed(statusReason(status, t) ?? t.live.reasons.disconnected);
  }
}

/** Why a live document that never connected is still empty: the last attempt's error. */
export interface ConnectFailure {
  reason: LinkReason;
  /** `network`: no answer at all (fetch rejected); `http`: the server answered with an error. */
  kind: 'network' | 'http';
  /** Between attempts (a countdown shows), or trying again now. */
  waiting: boolean;
}

export function connectFailure(status: SourceStatus): ConnectFailure | null {
  if (status.kind === 'file' || status.ready || status.connection.everOpen === true) return null;
  const { state, reason } = status.connection;
  if (reason === undefined || (state !== 'reconnecting' && state !== 'connecting')) return null;
  return {
    reason,
    // The server answered with an error; anything else is no answer (fetch's own rejection).
    kind: reason.code === 'http' ? 'http' : 'network',
    waiting: state === 'reconnecting',
  };
}

/** What a live source connects to, as the reader typed it ('' = the page's own --proxy server). */
export function sourceAddress(source: LiveSource, proxyServer: string): string {
  return source.kind === 'penguin' ? source.base || proxyServer : source.url;
}
