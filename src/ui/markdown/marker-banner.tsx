import { useState, type ReactNode } from 'react';
import { Chevron } from '../common/chevron';
import { markerLabel, type MarkerName } from './markers';
import { useT } from '../i18n/language-store';

const OPEN_LIMIT = 1_500;

const LOOK: Partial<Record<MarkerName, string>> = {
  context_summary:
    'border-sky-300 bg-sky-50/60 text-sky-800 dark:border-sky-800 dark:bg-sky-950/30 dark:text-sky-300',
  summary:
    'border-sky-300 bg-sky-50/60 text-sky-800 dark:border-sky-800 dark:bg-sky-950/30 dark:text-sky-300',
  turn_retried:
    'border-amber-300 bg-amber-50/60 text-warn-strong dark:border-amber-800 dark:bg-amber-950/30',
  turn_aborted: 'border-danger-line bg-rose-50/60 text-danger-strong dark:bg-rose-950/30',
  user_steering:
    'border-indigo-300 bg-indigo-50/60 text-indigo-800 dark:border-indigo-800 dark:bg-indigo-950/30 dark:text-indigo-300',
};
const DEFAULT_LOOK = 'border-line-strong bg-zinc-50 text-fg-secondary dark:bg-zinc-900/60';

/**
 * A system marker block (PROTOCOL.md §9) drawn as a labelled banner with a collapsible body.
 * The body arrives already rendered (`children`) so that markers nested in it need no import back
 * into the rich-text renderer.
 */
export function MarkerBanner({
  name,
  arg,
  body,
  children,
}: {
  name: MarkerName;
  arg?: string | undefined;
  body?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(() => (body?.length ?? 0) <= OPEN_LIMIT);
  const preview = body?.split('\n', 1)[0] ?? '';
  return (
    <div
      data-testid="marker-banner"
      data-marker={name}
      data-open={body ? open : undefined}
      className={`my-1.5 rounded-md border-l-2 ${LOOK[name] ?? DEFAULT_LOOK}`}
    >
      <button
        type="button"
        disabled={!body}
        aria-expanded={body ? open : undefined}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full min-w-0 items-center gap-1.5 px-2 py-1 text-left"
      >
        {body ? <Chevron open={open} /> : null}
        <span className="shrink-0 text-[10px] font-semibold tracking-wider uppercase">
          {markerLabel(name, t.markdown)}
        </span>
        {arg ? <span className="truncate font-mono text-xs">{arg}</span> : null}
        {body && !open ? <span className="truncate text-xs text-fg-muted">{preview}</span> : null}
      </button>
      {body && open ? <div className="px-3 pt-0.5 pb-2 text-fg">{children}</div> : null}
    </div>
  );
}
