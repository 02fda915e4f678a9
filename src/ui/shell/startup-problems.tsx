// Page parameters that were not opened (`?sse=javascript:…`, `?trace=http://%5B`), with why;
// shown above the start page or the documents the other parameters opened.
import { useShellStore } from './shell-store';
import { useT } from '../i18n/language-store';
import { refusalText } from '../../problems/problem-text';
import type { Catalog } from '../../i18n/catalogs';
import type { StartupReason } from './startup';

function reasonText(t: Catalog, reason: StartupReason): string {
  return reason.kind === 'page-session'
    ? t.shell.startup.unreadable(reason.detail)
    : refusalText(t.problems, reason);
}

const BAR_TONE = 'border-danger-edge bg-danger-tint text-rose-800 dark:text-rose-200';

export function StartupProblems() {
  const t = useT();
  const problems = useShellStore((s) => s.startupProblems);
  const clear = useShellStore((s) => s.setStartupProblems);
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="startup-problems"
      className={`flex items-start gap-3 border-b ${BAR_TONE} px-4 py-2 text-xs`}
    >
      <ul className="min-w-0 flex-1 space-y-0.5">
        {problems.map((p, i) => (
          <li key={i} data-testid="startup-problem" data-param={p.param} className="wrap-anywhere">
            {t.shell.startup.notOpened}
            <code className="font-mono">?{p.param}=</code>
            <span className="font-mono">{p.value.slice(0, 200)}</span>
            {t.shell.startup.reason(reasonText(t, p.reason))}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => clear([])}
        aria-label={t.common.dismiss}
        className="shrink-0 rounded px-1.5 hover:bg-rose-100 dark:hover:bg-rose-900/50"
      >
        ×
      </button>
    </div>
  );
}
