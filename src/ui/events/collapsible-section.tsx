import type { ReactNode } from 'react';
import { useViewFlag } from '../../docs/doc-context';
import { Chevron } from '../common/chevron';
import { SmallLabel } from '../common/small-label';

/** A header section (system prompt, tools) closed by default. */
export function CollapsibleSection({
  title,
  summary,
  testId,
  children,
}: {
  title: string;
  summary?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  // Keyed by the test id, not the title, so the section stays open when the language changes.
  const [open, toggle] = useViewFlag(`section:${testId}`, false);
  return (
    <section
      data-testid={testId}
      data-open={open}
      className="border-t border-zinc-100 pt-1.5 dark:border-zinc-800"
    >
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        className="flex w-full min-w-0 items-center gap-1.5 text-left"
      >
        <span className="text-fg-faint">
          <Chevron open={open} />
        </span>
        <SmallLabel>{title}</SmallLabel>
        {summary ? (
          <span className="min-w-0 truncate text-[11px] text-fg-faint">{summary}</span>
        ) : null}
      </button>
      {open ? <div className="mt-1.5">{children}</div> : null}
    </section>
  );
}
