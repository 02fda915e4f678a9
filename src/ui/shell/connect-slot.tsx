// The live-session controls of the header: the active live document's state and controls,
// Save, and Connect. Also opens the live sources the page was started with.
import { ConnectButton } from '../live/connect-button';
import { ConnectPanel } from '../live/connect-panel';
import { LiveHeader } from '../live/live-header';
import { SaveButton } from '../live/save-button';
import { useLiveStartup } from '../live/use-live-startup';

export function ConnectSlot() {
  useLiveStartup();
  return (
    <>
      <LiveHeader />
      <SaveButton />
      <ConnectButton />
      <ConnectPanel />
    </>
  );
}
