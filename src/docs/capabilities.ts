// What the reader can do with a document right now; the header and rows show a control only
// when its capability is on.
import type { SourceStatus } from './source-status';

export interface DocCapabilities {
  save: boolean;
  /** Stop a file load that is still reading. */
  cancel: boolean;
  /** Allow/deny, retry now and give up: a PenguinHarness session. */
  approve: boolean;
  retryNow: boolean;
  giveUp: boolean;
  pause: boolean;
  resume: boolean;
  disconnect: boolean;
}

export function capabilitiesOf(status: SourceStatus, hasServerActions: boolean): DocCapabilities {
  const connection = status.kind === 'file' ? null : status.connection.state;
  const open = connection !== null && connection !== 'closed';
  return {
    save: true,
    cancel: status.kind === 'file' && status.load.state === 'loading',
    approve: hasServerActions,
    retryNow: hasServerActions,
    giveUp: hasServerActions,
    pause: open && connection !== 'paused',
    resume: connection === 'paused',
    disconnect: open,
  };
}
