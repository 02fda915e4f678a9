// The values of one open-ended group (tools, sessions): a session with a hundred subagents or
// fifty MCP tools made the bar taller than the conversation under it. The first few show, and
// any that is on; the rest wait behind a button that says how many.
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/language-store';

/** Values shown before the button: a line of chips on a laptop. */
const FOLDED_AFTER = 8;

interface ChipEntry {
  on: boolean;
  chip: ReactNode;
}

export function FoldedChips({ group, entries }: { group: string; entries: readonly ChipEntry[] }) {
  const [unfolded, setUnfolded] = useState(false);
  const t = useT().filters;
  // A ninth value shows rather than a "+1 more".
  const foldable = entries.length > FOLDED_AFTER + 1;
  const folded = foldable && !unfolded;
  const shown = folded ? entries.filter((e, i) => i < FOLDED_AFTER || e.on) : entries;
  return (
    <>
      {shown.map((e) => e.chip)}
      {foldable && (
        <button
          type="button"
          data-testid={`filter-more-${group}`}
          aria-expanded={!folded}
          onClick={() => setUnfolded(!unfolded)}
          className="rounded-full px-2 py-0.5 text-[11px] text-accent hover:underline"
        >
          {folded ? t.more(entries.length - shown.length) : t.fewer}
        </button>
      )}
    </>
  );
}
