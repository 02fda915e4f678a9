// The stream debugger's place under the conversation; its keys work whenever a document is up.
import { EventInspector } from './event-inspector';
import { ReplayControls } from './replay-controls';
import { useWorkbench } from './workbench-context';
import { useWorkbenchKeys } from './use-workbench-keys';
import { useWorkbenchView } from './workbench-store';

export function WorkbenchDock() {
  const bench = useWorkbench();
  useWorkbenchKeys(bench);
  const open = useWorkbenchView((s) => s.inspectorOpen);
  return (
    <>
      <ReplayControls />
      {open ? <EventInspector /> : null}
    </>
  );
}
