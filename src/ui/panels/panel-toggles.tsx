// The header's panel toggles, one per panel of the registry.
import { HeaderToggle } from '../shell/header-button';
import { useT } from '../i18n/language-store';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { PANELS, type PanelDef, type PanelId } from './registry';

function PanelToggle({ panel }: { panel: PanelDef & { id: PanelId } }) {
  const { text, title } = panel.toggle(useT());
  const open = useIsOpen(panel.id);
  const toggle = useLayoutStore((s) => s.toggle);
  return (
    <HeaderToggle
      testId={`${panel.id}-toggle`}
      pressed={open}
      keys={panel.key}
      title={title}
      onClick={() => toggle(panel.id)}
      {...(panel.toggleClass ? { className: panel.toggleClass } : {})}
    >
      {text}
    </HeaderToggle>
  );
}

export function PanelToggles() {
  return PANELS.map((p) => <PanelToggle key={p.id} panel={p} />);
}
