// The replay controls under the conversation (the inspector is a panel of its own); the time
// travel keys work whenever a document is up.
import { ReplayControls } from './replay-controls';
import { useStreamDebugger } from './stream-debugger-context';
import { useStreamDebuggerKeys } from './use-stream-debugger-keys';

export function StreamDebuggerDock() {
  const debug = useStreamDebugger();
  useStreamDebuggerKeys(debug);
  return <ReplayControls />;
}
