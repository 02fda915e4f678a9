// For message and tool components: was this item produced by an attempt that did not commit?
// Such content must be marked (FailedAttemptBadge, FAILED_ATTEMPT_FRAME) and never read as the answer.
import { useMemo } from 'react';
import { failedAttemptOf, type FailedAttempt } from '../../store/derive/attempt-state';
import type { Item } from '../../store/model';
import { useTraceView } from '../trace-context';
import { FAILED_ATTEMPT_BORDER } from './looks';

export type { FailedAttempt };

export function useAttemptState(item: Item): FailedAttempt | undefined {
  const request = useTraceView('request', item.requestId);
  return useMemo(() => failedAttemptOf(item, request), [item, request]);
}

/** Classes for the card of such content: a dashed amber border, dimmed. */
export const FAILED_ATTEMPT_FRAME = `${FAILED_ATTEMPT_BORDER} opacity-75`;
