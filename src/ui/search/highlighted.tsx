import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { splitMatches } from '../../search/matcher';
import { MARK_CLASS } from './mark-class';
import { useSearch } from './search-store';

const MarksOff = createContext(false);

/** Text drawn twice in a row (a card title taken from its arguments) is marked only once. */
export function Unmarked({ children }: { children: ReactNode }) {
  return <MarksOff.Provider value>{children}</MarksOff.Provider>;
}

/** Plain text with the search's matches as <mark> elements (React elements, never markup). */
export function Highlighted({ text }: { text: string }) {
  const off = useContext(MarksOff);
  const regex = useSearch((s) => (off ? null : s.regex));
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
