// How a compaction span ended, in words a reader scans for.
import type { CompactionInfo } from '../model';

export type CompactionState = 'running' | 'completed' | 'failed';

export interface CompactionStatus {
  state: CompactionState;
  label: string;
  detail?: string;
}

export function compactionStatus(c: CompactionInfo, ended: boolean): CompactionStatus {
  if (c.unfinished)
    return {
      state: 'failed',
      label: 'never finished',
      detail: 'no compaction_end: counts as failed',
    };
  if (c.status === undefined)
    return ended
      ? { state: 'failed', label: 'never finished' }
      : { state: 'running', label: 'compacting…' };
  if (c.status === 'completed') return { state: 'completed', label: 'completed' };
  return {
    state: 'failed',
    label: c.status === 'aborted' ? 'aborted' : `failed (${c.status})`,
    ...(c.errorMessage !== undefined ? { detail: c.errorMessage } : {}),
  };
}
