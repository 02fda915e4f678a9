// Deciding whether a scroll was the reader's: a live list grows under the reader, and the
// browser reports that as scroll events too. Only a move up while the content height stayed the
// same is the reader's own; reaching the bottom again resumes following.

export interface ScrollSample {
  top: number;
  height: number;
  client: number;
}

/** Pixels from the bottom that still count as "at the bottom" (sub-pixel rounding, zoom). */
export const AT_END_PX = 4;

export function distanceFromEnd(s: ScrollSample): number {
  return Math.max(s.height - s.client - s.top, 0);
}

export const atEnd = (s: ScrollSample): boolean => distanceFromEnd(s) <= AT_END_PX;

export function nextFollowing(
  following: boolean,
  prev: ScrollSample | null,
  now: ScrollSample,
): boolean {
  if (atEnd(now)) return true;
  if (!following || !prev) return following;
  const movedUp = now.top < prev.top - 0.5;
  return !(movedUp && now.height === prev.height);
}
