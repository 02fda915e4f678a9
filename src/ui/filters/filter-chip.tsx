// One filter value: a toggle with its count. A value with nothing to show is fainter, not removed,
// so the bar does not reflow while a live trace grows.
import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';

export function FilterChip({
  name,
  label,
  count,
  on,
  onToggle,
}: {
  name: string;
  label: string;
  count: number;
  on: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      data-testid={`filter-${name}`}
      data-count={count}
      aria-pressed={on}
      onClick={onToggle}
      className={`inline-flex max-w-48 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] ring-1 ${
        on
          ? 'bg-accent/10 font-medium text-accent ring-accent/40'
          : `ring-line hover:bg-raised-soft ${count === 0 ? 'text-fg-faint' : 'text-fg-soft'}`
      }`}
    >
      {/* A chip is at most 12rem: a subagent's title is read whole on hover. */}
      <span className="truncate" title={revealInvisible(label)}>
        <VisibleText text={label} />
      </span>
      <span className="text-fg-faint tabular-nums">{count}</span>
    </button>
  );
}
