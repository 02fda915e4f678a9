import { useDocsStore } from '../../docs/docs-store';
import { HeaderToggle } from '../shell/header-button';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { useT } from '../i18n/language-store';

export function RunsCompareToggle() {
  const open = useIsOpen('runs-compare');
  const toggle = useLayoutStore((s) => s.toggle);
  const hasDocs = useDocsStore((s) => s.docs.length > 0);
  const t = useT();
  if (!hasDocs) return null;
  return (
    <HeaderToggle
      testId="runs-compare-toggle"
      pressed={open}
      title={t.runsCompare.toggleTitle}
      onClick={() => toggle('runs-compare')}
    >
      {t.runsCompare.toggle}
    </HeaderToggle>
  );
}
