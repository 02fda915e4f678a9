// Pause (stop applying, keep buffering), resume, and disconnect the live document on screen.
import type { DocCapabilities } from '../../docs/capabilities';
import type { DocActions } from '../../docs/doc-runtime';
import { IconButton } from './icon-button';
import { useT } from '../i18n/language-store';

export function LiveControls({ can, actions }: { can: DocCapabilities; actions: DocActions }) {
  const words = useT().live.controls;
  return (
    <>
      {can.resume && (
        <IconButton label={words.resume} testId="live-resume" onClick={actions.resume}>
          <path d="M4 2.5v11l9-5.5z" />
        </IconButton>
      )}
      {can.pause && (
        <IconButton label={words.pause} testId="live-pause" onClick={actions.pause}>
          <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />
        </IconButton>
      )}
      {can.disconnect && (
        <IconButton label={words.disconnect} testId="live-disconnect" onClick={actions.disconnect}>
          <path d="M3.5 3.5h9v9h-9z" />
        </IconButton>
      )}
    </>
  );
}
