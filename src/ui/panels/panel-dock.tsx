// A place around the conversation where the registry's panels of one dock are drawn.
import { useDoc } from '../../docs/doc-context';
import { RecordBoundary } from '../common/record-boundary';
import { useIsOpen } from '../layout/layout-store';
import { panelsFor, type Dock, type PanelDef, type PanelId } from './registry';

function DockedPanel({ panel }: { panel: PanelDef & { id: PanelId } }) {
  const open = useIsOpen(panel.id);
  const store = useDoc().store;
  if (!open && !panel.alwaysDrawn) return null;
  return (
    <RecordBoundary what={panel.what} resetKey={store}>
      <panel.Panel />
    </RecordBoundary>
  );
}

export function PanelDock({ at }: { at: Dock }) {
  // A trace held in a worker does not answer every panel yet: those it does not are not drawn,
  // nor their toggles (the stream debugger's dock).
  return panelsFor(useDoc().remote !== null)
    .filter((p) => p.dock === at)
    .map((p) => <DockedPanel key={p.id} panel={p} />);
}
