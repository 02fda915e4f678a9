// The live-session controls of the header: the active live document's state and controls,
// Save, and Connect.
import { ConnectButton } from '../live/connect-button';
import { ConnectPanel } from '../live/connect-panel';
import { LiveHeader } from '../live/live-header';
import { SaveButton } from '../live/save-button';
import { RecordBoundary } from '../common/record-boundary';

export function ConnectSlot() {
  return (
    <>
      <RecordBoundary what="live header">
        <LiveHeader />
      </RecordBoundary>
      <SaveButton />
      <ConnectButton />
      <RecordBoundary what="connect panel">
        <ConnectPanel />
      </RecordBoundary>
    </>
  );
}
