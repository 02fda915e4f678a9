// One row of the feed as the ARIA feed pattern has it: an article the keyboard cursor focuses,
// named by what it is ("Tool call read_file: failed") so a screen reader moving row by row hears
// each one's kind and gist before its whole content. Only the rows drawn ask for their name.
import type { ReactNode, Ref } from 'react';
import type { Row } from '../../store/rows';
import { useTraceView } from '../trace-context';
import { useT } from '../i18n/language-store';
import { rowName } from '../rows/row-name';

export function RowArticle({
  ref,
  row,
  index,
  slot,
  setSize,
  className,
  top,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  row: Row;
  /** The row's place in the whole list. */
  index: number;
  /** Its place in its block, which the block's virtualizer reads back. */
  slot: Record<string, number>;
  setSize: number;
  className: string;
  top: number;
  children: ReactNode;
}) {
  const parts = useTraceView('rowName', row);
  const name = rowName(parts, useT());
  return (
    <div
      data-index={index}
      {...slot}
      ref={ref}
      role="article"
      tabIndex={0}
      aria-label={name}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={className}
      style={{ transform: `translateY(${top}px)` }}
    >
      {children}
    </div>
  );
}
