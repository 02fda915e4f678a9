// One word for where a tool call stands, from the item's raw statuses: drives the card's look.
import type { ToolItem } from '../model';

export type ToolPhase =
  | 'calling' // arguments still streaming
  | 'approval' // waiting for a human
  | 'running' // approved (or no approval needed), no output yet
  | 'streaming' // output growing
  | 'denied' // refused by the user
  | 'forbidden' // vetoed by the command policy
  | 'failed' // the tool ran and failed
  | 'aborted' // interrupted
  | 'cut' // output stream closed without a complete record
  | 'no-output' // the source ended with no output for this call
  | 'done';

export function toolPhase(item: ToolItem, sourceEnded: boolean): ToolPhase {
  if (item.decision === 'deny') return 'denied';
  if (item.decision === 'forbidden') return 'forbidden';
  if (item.outputStatus === 'complete') {
    if (item.outputStopReason === 'failed') return 'failed';
    if (item.outputStopReason === 'aborted') return 'aborted';
    return 'done';
  }
  if (item.outputStatus === 'cut') return 'cut';
  if (item.outputStatus === 'streaming' || item.outputStatus === 'stopped') return 'streaming';
  if (item.approvalPending) return 'approval';
  if (item.callStatus === 'streaming' || item.callStatus === 'stopped') return 'calling';
  if (sourceEnded || item.callStatus === 'cut') return 'no-output';
  return 'running';
}

/** Phases where time is still passing: a live timer is drawn. */
export function isLive(phase: ToolPhase): boolean {
  return (
    phase === 'calling' || phase === 'approval' || phase === 'running' || phase === 'streaming'
  );
}

/** The synthetic output of a refused call (PROTOCOL.md §9) is a notice, not a tool failure. */
export function isRefusal(phase: ToolPhase): boolean {
  return phase === 'denied' || phase === 'forbidden';
}
