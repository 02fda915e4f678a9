import { useDocsStore } from '../../docs/docs-store';
import { HeaderToggle } from '../shell/header-button';
import { useRunsCompare } from './compare-store';

export function RunsCompareToggle() {
  const open = useRunsCompare((s) => s.open);
  const toggle = useRunsCompare((s) => s.toggle);
  const hasDocs = useDocsStore((s) => s.docs.length > 0);
  if (!hasDocs) return null;
  return (
    <HeaderToggle
      testId="runs-compare-toggle"
      pressed={open}
      title="Compare two runs turn by turn"
      onClick={() => toggle()}
    >
      Compare runs
    </HeaderToggle>
  );
}
