import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { splitMatches } from '../../search/matcher';
import { MARK_CLASS, MARKS_PER_TEXT } from './mark-class';
import { useSearch } from './search-store';

// Marks are drawn only where the search looks (conversation rows), so a tab title or a summary
// never shows a match the count leaves out.
const MarksOn = createContext(false);

/** Text below is searched: its matches are marked. */
export function Marked({ children }: { children: ReactNode }) {
  return <MarksOn.Provider value>{children}</MarksOn.Provider>;
}

/**
 * Makes mark number `n` under `root` the current one (the only one in the page); the nearest
 * when the rendered text holds fewer marks than the searched source (markdown syntax, a match
 * split by colours). Null while the root has no mark yet.
 */
export function markNth(root: Element, n: number): Element | null {
  const marks = root.querySelectorAll('mark');
  const mark = marks[Math.min(n, marks.length - 1)];
  if (!mark) return null;
  for (const m of document.querySelectorAll('mark[data-current]'))
    if (m !== mark) m.removeAttribute('data-current');
  mark.setAttribute('data-current', '');
  return mark;
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
  const parts = useMemo(
    () => (regex ? splitMatches(text, regex, MARKS_PER_TEXT) : null),
    [text, regex],
  );
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
