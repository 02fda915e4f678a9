// A session's status, defined once: the summary of a loaded session and the folder probe, which
// reads only the tail of a session's last file, both say it from these facts.
import { isRetriable } from './rules/requests';

/**
 * `cut`: the source ended in the middle of a request, or while a tool call of its last request
 * had no output (the engine hands every output back to the model: that run was not over, as with
 * a subagent that hung). Only an `abort` record makes a session `aborted`.
 */
export type SessionStatus = 'running' | 'done' | 'failed' | 'aborted' | 'cut';

export interface StatusFacts {
  /**
   * An `abort` record ended the last run: read after the last request began (an abort while
   * tools ran, after a completed request, counts; one before a later run does not).
   */
  aborted: boolean;
  /** The status its last request ended with; undefined while it runs or when there is none. */
  last: string | undefined;
  /** The last request began and has not ended. */
  open: boolean;
  /** A tool call of the last request has no output yet. */
  toolsWait: boolean;
  /** The server says the task runs or compacts (`task_state`, live only). */
  busy: boolean;
  /** Nothing more will be read: a file loaded to its end, a stream closed. */
  ended: boolean;
}

export function sessionStatus(facts: StatusFacts): SessionStatus {
  const { aborted, last, open, toolsWait, busy, ended } = facts;
  if (aborted) return last === 'auth' ? 'failed' : 'aborted';
  if (busy || (!ended && (open || toolsWait || isRetriable(last)))) return 'running';
  if (open || toolsWait) return 'cut';
  return last === 'auth' || isRetriable(last) ? 'failed' : 'done';
}
