// A place around the conversation where the registry's panels of one dock are drawn.
import { useDoc } from '../../docs/doc-context';
import { RecordBoundary } from '../common/record-boundary';
import { useIsOpen } from '../layout/layout-store';
import { PANELS, type Dock, type PanelDef, type PanelId } from './registry';

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
  // A trace held in a worker answers none of the docked panels yet: their toggles are gone, and
  // so are the panels drawn without one (the outline's column on a wide window).
  if (useDoc().remote) return null;
  return PANELS.filter((p) => p.dock === at).map((p) => <DockedPanel key={p.id} panel={p} />);
}
