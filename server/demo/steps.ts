import type { JsonObject, StopReason, TaskState } from '../../src/protocol/types';

/** What the demo script is written in: one step is one thing the agent or the server does. */
export type Step =
  /** The user's prompt, echoed on the stream as the real server does (PROTOCOL.md §12). */
  | { do: 'prompt'; text: string }
  | { do: 'state'; state: TaskState }
  | { do: 'title'; title: string }
  | { do: 'tools' }
  | { do: 'begin' }
  /** token_usage then request_end(completed). */
  | { do: 'end'; attempt?: number }
  /** request_end with a failure status, then the wait before the engine retries. */
  | { do: 'fail'; status: StopReason; error: string; attempt: number; retryInMs: number }
  | { do: 'think'; text: string; ifAllowed?: IfAllowed }
  | { do: 'say'; text: string; ifAllowed?: IfAllowed }
  /**
   * A streamed tool call and its approval; `allow` starts its output (closed by `outputs`). A call
   * the script denies runs once the reader allows it, with `outputIfAllowed` (allowance.ts).
   */
  | {
      do: 'call';
      ref: string;
      name: string;
      args: JsonObject;
      decision: Decision;
      outputIfAllowed?: string;
    }
  /** Outputs of running calls, deltas interleaved, completed in the order listed. */
  | { do: 'outputs'; runs: { ref: string; output: string }[] }
  /** A child session run by the `run_subagent` call `ref`; its text also streams as that output. */
  | { do: 'subagent'; ref: string; prompt: string; steps: Step[] }
  | { do: 'compact'; summary: string; turns: number; ifAllowed?: IfAllowed }
  | { do: 'pause'; ms: number };

export type Decision = 'allow' | 'deny' | 'forbidden';

/** The text said instead once the reader allowed the call `ref` the script denies. */
export interface IfAllowed {
  ref: string;
  text: string;
}

/** An envelope without its timestamp: the player stamps it with the real clock when sent. */
export interface Draft {
  type: 'session_meta' | 'model_msg' | 'event_msg';
  payload: JsonObject;
  origin?: string[];
}

/** The compiled form the player runs; waits are in milliseconds at speed 1. */
export type Beat =
  | { kind: 'wait'; ms: number }
  /** A retry wait: "retry now" cuts it short. */
  | { kind: 'retry'; ms: number }
  /** Waits for a human decision, or `ms` when none comes; `ref` names the call in the script. */
  | { kind: 'approval'; toolCallId: string; ref: string; ms: number }
  /** Sent on the stream and kept in history. */
  | { kind: 'emit'; draft: Draft }
  /** Written to the Trace only: history, never the stream. */
  | { kind: 'trace'; draft: Draft }
  | { kind: 'server'; event: JsonObject }
  /** The `approval_request` server event for a call already sent (its envelope is reused whole). */
  | { kind: 'approval_request'; toolCallId: string; origin?: string[] };
