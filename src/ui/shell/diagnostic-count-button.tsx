import { useDocState } from '../../docs/doc-context';
import { useTraceView } from '../trace-context';
import { countSeverities } from './diagnostic-counts';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { useT } from '../i18n/language-store';

/** Errors and warnings of the active document (reading + protocol), opening the side panel. */
export function DiagnosticCountButton() {
  const diagnostics = useDocState((s) => s.diagnostics);
  const violations = useTraceView('violationTally');
  const open = useIsOpen('diagnostics');
  const toggle = useLayoutStore((s) => s.toggle);
  const { errors, warnings } = countSeverities(diagnostics, violations);
  const t = useT();
  const tone =
    errors > 0
      ? 'text-danger ring-danger-edge bg-danger-tint'
      : warnings > 0
        ? 'text-warn ring-warn-edge bg-warn-tint'
        : 'text-fg-muted ring-line';
  return (
    <button
      type="button"
      data-testid="diagnostic-count"
      data-errors={errors}
      data-warnings={warnings}
      aria-expanded={open}
      aria-controls="diagnostics-panel"
      onClick={() => toggle('diagnostics')}
      title={t.problems.count.title}
      // On a phone the figures alone: the words took half the row the panel toggles share.
      aria-label={`${t.problems.count.errors(errors)} · ${t.problems.count.warnings(warnings)}`}
      className={`flex shrink-0 items-center gap-1.5 rounded-md px-2 py-0.5 text-xs tabular-nums ring-1 ${tone}`}
    >
      <span aria-hidden>{errors > 0 ? '⨯' : warnings > 0 ? '!' : '✓'}</span>
      <span className="max-sm:hidden">{t.problems.count.errors(errors)}</span>
      <span className="sm:hidden">{errors}</span>
      <span className="opacity-60">·</span>
      <span className="max-sm:hidden">{t.problems.count.warnings(warnings)}</span>
      <span className="sm:hidden">{warnings}</span>
    </button>
  );
}
