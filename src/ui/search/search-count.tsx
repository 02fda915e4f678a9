import { useSearch } from './search-store';

/** "3 of 12": data-count is every occurrence, folded and cut-off content included. */
export function SearchCount() {
  const total = useSearch((s) => s.result.total);
  const current = useSearch((s) => s.current);
  const settled = useSearch((s) => s.settled);
  const empty = useSearch((s) => s.query.text === '' || s.error !== null || s.stopped !== null);
  if (empty) return null;
  const n = total.toLocaleString('en-US');
  return (
    <span
      data-testid="search-count"
      data-count={total}
      data-state={settled ? 'done' : 'searching'}
      aria-live="polite"
      className="shrink-0 px-1 font-mono text-xs text-fg-muted tabular-nums"
    >
      {total === 0
        ? settled
          ? 'No matches'
          : 'Searching…'
        : current === null
          ? `${n} matches`
          : `${(current + 1).toLocaleString('en-US')} of ${n}`}
    </span>
  );
}
