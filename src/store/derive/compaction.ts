// How a compaction span ended, as codes the views put in the reader's words.
import type { CompactionInfo } from '../model';

export type CompactionState = 'running' | 'completed' | 'failed';

/** `unfinished`: the trace shows the process stopped mid-compaction (no compaction_end). */
export type CompactionEnding =
  'unfinished' | 'never-finished' | 'compacting' | 'completed' | 'aborted' | 'failed';

export interface CompactionStatus {
  state: CompactionState;
  ending: CompactionEnding;
  /** The producer's status of a failed end ("timeout"). */
  failure?: string;
  /** The producer's error message. */
  error?: string;
}

export function compactionStatus(c: CompactionInfo, ended: boolean): CompactionStatus {
  if (c.unfinished) return { state: 'failed', ending: 'unfinished' };
  if (c.status === undefined)
    return ended
      ? { state: 'failed', ending: 'never-finished' }
      : { state: 'running', ending: 'compacting' };
  if (c.status === 'completed') return { state: 'completed', ending: 'completed' };
  if (c.status === 'aborted') return { state: 'failed', ending: 'aborted' };
  return {
    state: 'failed',
    ending: 'failed',
    failure: c.status,
    ...(c.errorMessage !== undefined ? { error: c.errorMessage } : {}),
  };
}
