// The live-session controls of the header: the active live document's state and controls,
// Save, and Connect.
import { ConnectButton } from '../live/connect-button';
import { ConnectPanel } from '../live/connect-panel';
import { LiveHeader } from '../live/live-header';
import { SaveButton } from '../live/save-button';
import { RedactToggle } from '../redact/redact-toggle';
import { WithActiveDoc } from './with-active-doc';
import { RecordBoundary } from '../common/record-boundary';

export function ConnectSlot() {
  return (
    <>
      <WithActiveDoc>
        <RecordBoundary what="live header">
          <LiveHeader />
        </RecordBoundary>
        <SaveButton />
        <RedactToggle />
      </WithActiveDoc>
      <ConnectButton />
      <RecordBoundary what="connect panel">
        <ConnectPanel />
      </RecordBoundary>
    </>
  );
}
