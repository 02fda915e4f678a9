// Turns: a conversation request and its retries share a turn number. A compaction's own request
// (the summary's) is no turn of the conversation: it keeps the number of the turn before it and
// is told apart by its compaction, so it neither advances the count nor joins that turn.
import type { RequestInfo } from './model';

export const sameTurn = (a: RequestInfo, b: RequestInfo): boolean =>
  a.turn === b.turn && a.compaction === b.compaction;
