import { useDocsStore } from '../../docs/docs-store';
import { HEADER_BUTTON } from '../shell/header-button';
import { useRunsCompare } from './compare-store';

export function RunsCompareToggle() {
  const open = useRunsCompare((s) => s.open);
  const toggle = useRunsCompare((s) => s.toggle);
  const hasDocs = useDocsStore((s) => s.docs.length > 0);
  if (!hasDocs) return null;
  return (
    <button
      type="button"
      data-testid="runs-compare-toggle"
      aria-pressed={open}
      title="Compare two runs turn by turn"
      onClick={() => toggle()}
      className={HEADER_BUTTON}
    >
      Compare
    </button>
  );
}
