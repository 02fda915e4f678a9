import { useDocState } from '../../docs/doc-context';
import { useTrace } from '../trace-context';
import { countSeverities } from './diagnostic-counts';
import { useShellStore } from './shell-store';

/** Errors and warnings of the active document (reading + protocol), opening the side panel. */
export function DiagnosticCountButton() {
  const diagnostics = useDocState((s) => s.diagnostics);
  const violations = useTrace((s) => s.trace.violations);
  const open = useShellStore((s) => s.panelOpen);
  const toggle = useShellStore((s) => s.togglePanel);
  const { errors, warnings } = countSeverities(diagnostics, violations);
  const tone =
    errors > 0
      ? 'text-rose-700 ring-rose-200 bg-rose-50 dark:bg-rose-950/40 dark:text-rose-300 dark:ring-rose-900'
      : warnings > 0
        ? 'text-amber-700 ring-amber-200 bg-amber-50 dark:bg-amber-950/40 dark:text-amber-300 dark:ring-amber-900'
        : 'text-zinc-500 ring-zinc-200 dark:text-zinc-400 dark:ring-zinc-800';
  return (
    <button
      type="button"
      data-testid="diagnostic-count"
      data-errors={errors}
      data-warnings={warnings}
      aria-expanded={open}
      aria-controls="diagnostics-panel"
      onClick={() => toggle()}
      title="Problems found while reading this trace"
      className={`flex shrink-0 items-center gap-1.5 rounded-md px-2 py-0.5 text-xs tabular-nums ring-1 ${tone}`}
    >
      <span aria-hidden>{errors > 0 ? '⨯' : warnings > 0 ? '!' : '✓'}</span>
      <span>
        {errors} error{errors === 1 ? '' : 's'}
      </span>
      <span className="opacity-60">·</span>
      <span>
        {warnings} warning{warnings === 1 ? '' : 's'}
      </span>
    </button>
  );
}
