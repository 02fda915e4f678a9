// Pause (stop applying, keep buffering), resume, and disconnect the live document on screen.
import type { LiveController } from '../../live/live-controller';
import type { LiveStatus } from '../../live/live-source';
import { IconButton } from './icon-button';

export function LiveControls({ status, live }: { status: LiveStatus; live: LiveController }) {
  if (status.state === 'closed') return null;
  return (
    <>
      {status.state === 'paused' ? (
        <IconButton label="Resume" testId="live-resume" onClick={() => live.resume()}>
          <path d="M4 2.5v11l9-5.5z" />
        </IconButton>
      ) : (
        <IconButton
          label="Pause (keep receiving, stop updating)"
          testId="live-pause"
          onClick={() => live.pause()}
        >
          <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />
        </IconButton>
      )}
      <IconButton label="Disconnect" testId="live-disconnect" onClick={() => live.disconnect()}>
        <path d="M3.5 3.5h9v9h-9z" />
      </IconButton>
    </>
  );
}
