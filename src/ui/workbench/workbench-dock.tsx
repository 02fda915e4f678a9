// The replay controls under the conversation (the inspector is a panel of its own); the time
// travel keys work whenever a document is up.
import { ReplayControls } from './replay-controls';
import { useWorkbench } from './workbench-context';
import { useWorkbenchKeys } from './use-workbench-keys';

export function WorkbenchDock() {
  const bench = useWorkbench();
  useWorkbenchKeys(bench);
  return <ReplayControls />;
}
