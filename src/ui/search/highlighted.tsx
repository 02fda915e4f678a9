import { Fragment, createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SearchPart } from '../../search/item-text';
import { splitMatches, type TextMatcher } from '../../search/matcher';
import { MARK_CLASS, MARKS_PER_TEXT } from './mark-class';
import { useSearchStore } from './search-store';

// Marks are drawn only where the search looks: inside a conversation row (so a tab title or a
// summary never shows a match the count leaves out), and there only in the text of a searched
// part, so the marks of a part are its counted matches, in order, and match k is found by them.
const InRow = createContext(false);
const Part = createContext<SearchPart | null>(null);

/** Text below belongs to a conversation row: its searched parts are marked. */
export function Marked({ children }: { children: ReactNode }) {
  return <InRow.Provider value>{children}</InRow.Provider>;
}

/** Text below is the drawing of one searched part of the row's item (see item-text.ts). */
export function SearchedPart({ part, children }: { part: SearchPart; children: ReactNode }) {
  return <Part.Provider value={part}>{children}</Part.Provider>;
}

/**
 * Text below is not the part's text yet (a preview shown while the text is read from its file):
 * no marks, so a match is never marked in a drawing about to be replaced.
 */
export function UnsearchedPart({ children }: { children: ReactNode }) {
  return <Part.Provider value={null}>{children}</Part.Provider>;
}

/** The marks of one part under `root`, in document order. */
export function partMarks(root: Element, part: SearchPart): NodeListOf<Element> {
  return root.querySelectorAll(`mark[data-part="${part}"]`);
}

/**
 * Makes mark number `n` of `part` under `root` the current one (the only one in the page); the
 * nearest when the rendered text holds fewer marks than the searched source (markdown syntax, a
 * match split by colours). Null while the part has no mark yet.
 */
export function markNth(root: Element, part: SearchPart, n: number): Element | null {
  const marks = partMarks(root, part);
  const mark = marks[Math.min(n, marks.length - 1)];
  if (!mark) return null;
  clearCurrent(document, mark);
  mark.setAttribute('data-current', '');
  return mark;
}

/** No mark under `root` is current any more (but `keep`). */
export function clearCurrent(root: ParentNode, keep?: Element): void {
  for (const m of root.querySelectorAll('mark[data-current]'))
    if (m !== keep) m.removeAttribute('data-current');
}

/** The matcher and part to mark matches with here, or null. */
export function useMarker(): { matcher: TextMatcher; part: SearchPart } | null {
  const inRow = useContext(InRow);
  const part = useContext(Part);
  const matcher = useSearchStore((s) => (inRow && part ? s.matcher : null));
  return useMemo(() => (matcher && part ? { matcher, part } : null), [matcher, part]);
}

/** A path's text with a break opportunity after each separator, where it wraps best. */
function pathBreaks(text: string): ReactNode {
  if (!/[/\\]/.test(text)) return text;
  return text.split(/(?<=[/\\])/).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/**
 * Plain text with the search's matches as <mark> elements (React elements, never markup). A
 * `path` wraps after its separators rather than anywhere.
 */
export function Highlighted({ text, path = false }: { text: string; path?: boolean }) {
  const marker = useMarker();
  const parts = useMemo(
    () => (marker ? splitMatches(text, marker.matcher, MARKS_PER_TEXT) : null),
    [text, marker],
  );
  const draw = path ? pathBreaks : (t: string) => t;
  if (!marker || !parts || parts.length === 0 || (parts.length === 1 && !parts[0]?.match))
    return draw(text);
  return parts.map((p, i) =>
    p.match ? (
      <mark key={i} className={MARK_CLASS} data-part={marker.part}>
        {draw(p.text)}
      </mark>
    ) : (
      <Fragment key={i}>{draw(p.text)}</Fragment>
    ),
  );
}
