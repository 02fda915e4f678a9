// Shown while a child session is focused: the way back up, one ancestor per step.
import { useViewStore } from '../../docs/doc-context';
import { useTraceView } from '../trace-context';
import { shortId } from './copyable-id';
import { ACCENT_PANEL_HOVER } from '../common/looks';
import { sessionIdOf } from '../../store/session-key';
import { useT } from '../i18n/language-store';

const BAR_TONE =
  'border-indigo-200 bg-indigo-50/70 dark:border-indigo-900/70 dark:bg-indigo-950/30';

export function FocusBreadcrumb() {
  const focus = useViewStore((s) => s.focus);
  const setFocus = useViewStore((s) => s.setFocus);
  const t = useT().sessions;
  const chain = useTraceView('sessionChain', focus);
  if (focus === '' || chain.length === 0) return null;
  const name = (key: string) =>
    key === '' ? t.mainSession : t.subagentNamed(shortId(sessionIdOf(key)));
  return (
    <nav
      aria-label={t.focusedSession}
      data-testid="focus-breadcrumb"
      className={`flex min-w-0 flex-wrap items-center gap-1 border-b ${BAR_TONE} px-3 py-1.5 text-xs sm:px-5`}
    >
      <button
        type="button"
        onClick={() => setFocus('')}
        aria-label={t.leaveFocus}
        className={`mr-1 rounded px-1 text-accent ${ACCENT_PANEL_HOVER}`}
      >
        ←
      </button>
      {chain.map((key, i) => (
        <span key={key} className="flex items-center gap-1">
          {i > 0 && (
            <span aria-hidden className="text-fg-faint">
              ›
            </span>
          )}
          {i === chain.length - 1 ? (
            <span aria-current="page" className="font-medium text-fg-title">
              {name(key)}
            </span>
          ) : (
            <button
              type="button"
              data-testid="breadcrumb-step"
              onClick={() => setFocus(key)}
              className="rounded px-0.5 text-accent hover:underline"
            >
              {name(key)}
            </button>
          )}
        </span>
      ))}
    </nav>
  );
}
