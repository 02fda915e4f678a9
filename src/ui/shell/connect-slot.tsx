// The live-session controls of the header: the active live document's state and controls,
// Save, and Connect (not in a shared session file: it has no server to reach; its panel is the
// header's, outside the folding menu).
import { ConnectButton } from '../live/connect-button';
import { LiveHeader } from '../live/live-header';
import { SaveButton } from '../live/save-button';
import { RedactToggle } from '../redact/redact-toggle';
import { isSharedPage } from '../load/open-embedded';
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
      {!isSharedPage() && <ConnectButton />}
    </>
  );
}
