// Follow mode as a pure state: what the reader's scrolls, wheel turns and jumps do to following,
// and how many rows arrived since it stopped. useFollow keeps one and feeds it DOM samples.
import { nextFollowing, type ScrollSample } from './follow-scroll';

export interface FollowState {
  following: boolean;
  /** Row count when following last stopped. */
  stoppedAt: number;
  /** The previous scroll sample, to tell the reader's moves from the content's. */
  last: ScrollSample | null;
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
});

/** `rows` is the row count when the input came; a stop remembers it. */
export function nextFollow(s: FollowState, input: FollowInput, rows: number): FollowState {
  const to = (following: boolean, last = s.last): FollowState => ({
    following,
    stoppedAt: s.following && !following ? rows : s.stoppedAt,
    last,
  });
  switch (input.kind) {
    case 'scroll':
      return to(nextFollowing(s.following, s.last, input.sample), input.sample);
    case 'wheel':
      // A wheel turn upward is intent even when streaming content changes the height in between.
      return input.deltaY < 0 ? to(false) : s;
    case 'stop':
      return to(false);
    case 'resume':
      return to(true, null);
  }
}

/** Rows appended since following stopped, for the "N new" button. */
export const newRowsOf = (s: FollowState, rows: number): number =>
  s.following ? 0 : Math.max(rows - s.stoppedAt, 0);
