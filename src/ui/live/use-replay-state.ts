// Where the document's replay stands, read anew whenever it plays, pauses or moves.
import { useSyncExternalStore } from 'react';
import type { Replay } from '../../ingest/replay';
import type { ReplayState } from './connection-text';

const NO_REPLAY = (): (() => void) => () => {};

export function useReplayState(replay: Replay | null | undefined): ReplayState | undefined {
  // A snapshot must keep its identity while unchanged: the fields as one string.
  const key = useSyncExternalStore(
    replay ? (listener) => replay.subscribe(listener) : NO_REPLAY,
    () => (replay ? `${replay.playing ? 1 : 0}:${replay.position}:${replay.length}` : ''),
  );
  if (!key) return undefined;
  const [playing, position, length] = key.split(':').map(Number) as [number, number, number];
  return { playing: playing === 1, position, length };
}
