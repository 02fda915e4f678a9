import { useDocsStore } from '../../docs/docs-store';
import { HeaderToggle } from '../shell/header-button';
import { useRunsCompare } from './compare-store';
import { useT } from '../i18n/language-store';

export function RunsCompareToggle() {
  const open = useRunsCompare((s) => s.open);
  const toggle = useRunsCompare((s) => s.toggle);
  const hasDocs = useDocsStore((s) => s.docs.length > 0);
  const t = useT();
  if (!hasDocs) return null;
  return (
    <HeaderToggle
      testId="runs-compare-toggle"
      pressed={open}
      title={t.runsCompare.toggleTitle}
      onClick={() => toggle()}
    >
      {t.runsCompare.toggle}
    </HeaderToggle>
  );
}
