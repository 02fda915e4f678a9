import { useSearchStore } from './search-store';
import { useT } from '../i18n/language-store';

// A width of its own, so the field beside it does not jump as it counts: "1,234 of 12,345" where
// there is room, on a phone that of "Searching…" and "No matches", padding and a pixel for the
// rounding of their letters included.
const COUNT = [
  'min-w-[calc(10ch+0.5rem+1px)] sm:min-w-32 shrink-0 px-1 text-center',
  'font-mono text-xs text-fg-muted tabular-nums',
].join(' ');

/** "3 of 12": data-count is every occurrence, folded and cut-off content included. */
export function SearchCount() {
  const t = useT().search;
  const total = useSearchStore((s) => s.result.total);
  const current = useSearchStore((s) => s.current);
  const settled = useSearchStore((s) => s.settled);
  const empty = useSearchStore(
    (s) => s.query.text === '' || s.error !== null || s.stopped !== null,
  );
  if (empty) return null;
  return (
    <span
      data-testid="search-count"
      data-count={total}
      data-state={settled ? 'done' : 'searching'}
      aria-live="polite"
      className={COUNT}
    >
      {total === 0
        ? settled
          ? t.noMatches
          : t.searching
        : current === null
          ? t.matches(total)
          : t.current(current + 1, total)}
    </span>
  );
}
