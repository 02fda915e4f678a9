// The active live document's state in the header: connection, task, and its controls.
import { liveOfDoc } from '../../live/live-registry';
import { liveStatusOf } from '../../live/live-source';
import { selectActiveDoc, useDocsStore } from '../../store/docs-store';
import { ConnectionPill } from './connection-pill';
import { LiveControls } from './live-controls';
import { TaskStatePill } from './task-state-pill';

export function LiveHeader() {
  const doc = useDocsStore(selectActiveDoc);
  const status = liveStatusOf(doc?.live);
  const live = liveOfDoc(doc?.id);
  if (!doc || !status) return null;
  return (
    <div data-testid="live-header" className="flex min-w-0 shrink items-center gap-1">
      <ConnectionPill status={status} />
      <span className="max-sm:hidden">
        <TaskStatePill store={doc.store} />
      </span>
      {live && <LiveControls status={status} live={live} />}
    </div>
  );
}
