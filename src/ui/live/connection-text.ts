import { en, type Catalog } from '../../i18n/en';
import { readingText } from '../../problems/problem-text';
import { answeredWithError, signInReason } from '../../net/penguin-errors';
import type { LiveSource, LiveStatus } from '../../live/live-source';
import type { SourceStatus } from '../../docs/source-status';
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
  const finished = status.state === 'closed' && status.reason === en.live.reasons.replayFinished;
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
      return CALM_CLOSE.has(status.reason ?? '') ? 'neutral' : 'error';
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
  reason: string;
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
    kind: answeredWithError(reason) ? 'http' : 'network',
    waiting: state === 'reconnecting',
  };
}

/** What a live source connects to, as the reader typed it ('' = the page's own --proxy server). */
export function sourceAddress(source: LiveSource, proxyServer: string): string {
  return source.kind === 'penguin' ? source.base || proxyServer : source.url;
}
