import type { ReactNode } from 'react';
import { useViewFlag } from '../../docs/doc-context';
import { Chevron } from '../common/chevron';
import { useT } from '../i18n/language-store';

/** A later session_meta: the model's context was rebuilt (after compaction, PROTOCOL.md §10). */
export function ContextBoundary({
  context,
  model,
  children,
}: {
  context: number;
  /** The model of this context: a session may switch models across its contexts. */
  model?: string | undefined;
  children: ReactNode;
}) {
  const [open, toggle] = useViewFlag('open', false);
  const t = useT().events;
  return (
    <div data-testid="context-boundary" data-context={context} className="py-2">
      <div className="flex items-center gap-3">
        <div className="h-0.5 flex-1 bg-indigo-300 dark:bg-indigo-800" />
        <span className="shrink-0 text-xs font-semibold text-accent">
          {t.context(context)}
          <span className="font-normal text-fg-muted">
            {/* The space stays a text node of its own: joined, the glyphs move a subpixel. */}{' '}
            {t.newContextAfterCompaction}
          </span>
          {model ? (
            <span data-testid="context-model" className="font-mono font-normal text-fg-muted">
              {' · '}
              {model}
            </span>
          ) : null}
        </span>
        <div className="h-0.5 flex-1 bg-indigo-300 dark:bg-indigo-800" />
      </div>
      <div className="mt-1 flex justify-center">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          className="inline-flex items-center gap-1 rounded px-1.5 text-[11px] text-fg-faint hover:bg-raised-soft"
        >
          <Chevron open={open} />
          {open ? t.hideSessionDetails : t.sessionDetails}
        </button>
      </div>
      {open ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}
