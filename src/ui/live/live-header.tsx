// The active live document's state in the header: connection, task, and its controls.
import { useDoc, useDocState } from '../../docs/doc-context';
import { ConnectionPill } from './connection-pill';
import { LiveControls } from './live-controls';
import { TaskStatePill } from './task-state-pill';

export function LiveHeader() {
  const doc = useDoc();
  const status = useDocState((s) => s.status);
  if (status.kind === 'file') return null;
  return (
    <div data-testid="live-header" className="flex min-w-0 shrink items-center gap-1">
      <ConnectionPill status={status.connection} replay={doc.liveController?.replay} />
      <span className="flex max-sm:hidden group-data-[folded=true]/actions:flex">
        <TaskStatePill store={doc.streamDebugger.shown} />
      </span>
      <LiveControls can={doc.capabilities(status)} actions={doc.actions} />
    </div>
  );
}
