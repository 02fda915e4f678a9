// The live-session controls of the header: the active live document's state and controls,
// Save, and Connect.
import { ConnectButton } from '../live/connect-button';
import { ConnectPanel } from '../live/connect-panel';
import { LiveHeader } from '../live/live-header';
import { SaveButton } from '../live/save-button';
import { WithActiveDoc } from './with-active-doc';

export function ConnectSlot() {
  return (
    <>
      <WithActiveDoc>
        <LiveHeader />
        <SaveButton />
      </WithActiveDoc>
      <ConnectButton />
      <ConnectPanel />
    </>
  );
}
