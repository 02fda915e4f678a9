import { useMemo } from 'react';
import { splitMatches } from '../../search/matcher';
import { MARK_CLASS } from './mark-class';
import { useSearch } from './search-store';

/** Plain text with the search's matches as <mark> elements (React elements, never markup). */
export function Highlighted({ text }: { text: string }) {
  const regex = useSearch((s) => s.regex);
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
