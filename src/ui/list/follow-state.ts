// Follow mode as a pure state: what the reader's scrolls, wheel turns and jumps do to following,
// and how many rows arrived since it stopped. useFollow keeps one and feeds it DOM samples.
import { atEnd, nextFollowing, type ScrollSample } from './follow-scroll';

export interface FollowState {
  following: boolean;
  /** Row count when following last stopped. */
  stoppedAt: number;
  /** The previous scroll sample, to tell the reader's moves from the content's. */
  last: ScrollSample | null;
  /**
   * Whether the list has been away from the end since following stopped: only then does reaching
   * the end resume. A wheel turn stops following before the list moves, and a scroll event of the
   * follow loop's last jump to the end can still arrive after it.
   */
  left: boolean;
}

export type FollowInput =
  | { kind: 'scroll'; sample: ScrollSample }
  | { kind: 'wheel'; deltaY: number }
  /** The reader went elsewhere (a link to a row). */
  | { kind: 'stop' }
  | { kind: 'resume' };

export const initialFollow = (following: boolean, rows: number): FollowState => ({
  following,
  stoppedAt: rows,
  last: null,
  left: !following,
});

/** `rows` is the row count when the input came; a stop remembers it. */
export function nextFollow(s: FollowState, input: FollowInput, rows: number): FollowState {
  const stop = (last: ScrollSample | null, left: boolean): FollowState => ({
    following: false,
    stoppedAt: s.following ? rows : s.stoppedAt,
    last,
    left,
  });
  switch (input.kind) {
    case 'scroll': {
      const away = !atEnd(input.sample);
      // Stopped before the list moved: a sample at the end now is not the reader coming back.
      if (!s.following && !s.left) return stop(input.sample, away);
      if (nextFollowing(s.following, s.last, input.sample))
        return { following: true, stoppedAt: s.stoppedAt, last: input.sample, left: false };
      return stop(input.sample, s.left || away);
    }
    case 'wheel':
      // A wheel turn upward is intent even when streaming content changes the height in between.
      return input.deltaY < 0 ? stop(s.last, s.left) : s;
    case 'stop':
      return stop(s.last, s.left);
    case 'resume':
      return { following: true, stoppedAt: s.stoppedAt, last: null, left: false };
  }
}

/** Rows appended since following stopped, for the "N new" button. */
export const newRowsOf = (s: FollowState, rows: number): number =>
  s.following ? 0 : Math.max(rows - s.stoppedAt, 0);
