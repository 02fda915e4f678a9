import type { ReactNode } from 'react';
import { useViewFlag } from '../../docs/doc-context';
import { Chevron } from '../common/chevron';
import { formatClock } from '../common/format';
import { SmallLabel } from '../common/small-label';

/** Below `sm`: after the time, a full line, lined up under the label. */
// The dot (0.625rem with its margins) and the gap after it: the figures start under the label.
const WIDE = 'max-sm:order-last max-sm:basis-full max-sm:pl-4.5';

/**
 * A compact one-line event row; with `details`, a chevron opens them below the line. `wide`
 * content (a row of figures) takes a line of its own below the label on a phone, where beside the
 * label and the time it wrapped a word or two a line.
 */
export function EventLine({
  label,
  timestamp,
  children,
  details,
  testId,
  wide = false,
}: {
  label: string;
  timestamp: string;
  children?: ReactNode;
  details?: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  const [open, toggle] = useViewFlag('open', false);
  const line = (
    <>
      {details ? (
        <span className="text-fg-faint">
          <Chevron open={open} />
        </span>
      ) : (
        <span className="mx-0.5 h-1.5 w-1.5 shrink-0 rounded-full bg-zinc-300 dark:bg-zinc-600" />
      )}
      <SmallLabel className="shrink-0">{label}</SmallLabel>
      <span className={`flex min-w-0 flex-1 flex-wrap items-center gap-1 ${wide ? WIDE : ''}`}>
        {children}
      </span>
      <time
        dateTime={timestamp}
        title={timestamp}
        className={`shrink-0 font-mono text-[11px] text-fg-faint ${wide ? 'max-sm:ml-auto' : ''}`}
      >
        {formatClock(timestamp)}
      </time>
    </>
  );
  const cls = `flex w-full min-w-0 items-center gap-2 py-0.5 text-left text-xs text-fg-soft ${wide ? 'max-sm:flex-wrap' : ''}`;
  return (
    <div data-testid={testId} data-open={details ? open : undefined} className="py-0.5">
      {details ? (
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          className={`${cls} rounded hover:bg-sunken`}
        >
          {line}
        </button>
      ) : (
        <div className={cls}>{line}</div>
      )}
      {details && open ? <div className="mt-1 mb-1 pl-5">{details}</div> : null}
    </div>
  );
}
