// The header's panel toggles, one per panel of the registry.
import { useDoc } from '../../docs/doc-context';
import { HeaderToggle } from '../shell/header-button';
import { useT } from '../i18n/language-store';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { panelsFor, type PanelDef, type PanelId } from './registry';

function PanelToggle({ panel }: { panel: PanelDef & { id: PanelId } }) {
  const label = panel.toggle(useT());
  const { text, title } = label;
  const short = 'short' in label ? label.short : undefined;
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
      {/* One text where the short word is the word (Chinese): both would be its text content. */}
      {short === undefined || short === text ? (
        text
      ) : (
        <>
          <span className="sm:hidden">{short}</span>
          <span className="max-sm:hidden">{text}</span>
        </>
      )}
    </HeaderToggle>
  );
}

export function PanelToggles() {
  // A trace held in a worker does not answer every panel yet (docs/architecture.md, stage 3):
  // those it does not are not offered.
  return panelsFor(useDoc().remote !== null).map((p) => <PanelToggle key={p.id} panel={p} />);
}
