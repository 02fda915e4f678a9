import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { splitMatches } from '../../search/matcher';
import { MARK_CLASS } from './mark-class';
import { useSearch } from './search-store';

// Marks are drawn only where the search looks (conversation rows), so a tab title or a summary
// never shows a match the count leaves out.
const MarksOn = createContext(false);

/** Text below is searched: its matches are marked. */
export function Marked({ children }: { children: ReactNode }) {
  return <MarksOn.Provider value>{children}</MarksOn.Provider>;
}

/** Text drawn twice in a row (a card title taken from its arguments) is marked only once. */
export function Unmarked({ children }: { children: ReactNode }) {
  return <MarksOn.Provider value={false}>{children}</MarksOn.Provider>;
}

/** The expression to mark matches with here, or null. */
export function useMarkRegex(): RegExp | null {
  const on = useContext(MarksOn);
  return useSearch((s) => (on ? s.regex : null));
}

/** Plain text with the search's matches as <mark> elements (React elements, never markup). */
export function Highlighted({ text }: { text: string }) {
  const regex = useMarkRegex();
  const parts = useMemo(() => (regex ? splitMatches(text, regex) : null), [text, regex]);
  if (!parts || parts.length === 0 || (parts.length === 1 && !parts[0]?.match)) return text;
  return parts.map((p, i) =>
    p.match ? (
      <mark key={i} className={MARK_CLASS}>
        {p.text}
      </mark>
    ) : (
      p.text
    ),
  );
}
