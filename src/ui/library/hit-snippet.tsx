// A search hit's snippet on one line, its first match kept in view however narrow the line: the
// text before it gives way first, cut at its start (as FileName cuts a name) down to a third of
// the line, then the match and what follows are cut at their end. Drawn as text: trace text is
// untrusted.
import type { CSSProperties } from 'react';
import type { TextPart } from '../../search/matcher';
import { MARK_CLASS } from '../search/mark-class';
import { VisibleText } from '../common/visible-text';
import { withoutAnsi } from '../tools/ansi';

const plain = (text: string) => withoutAnsi(text).replace(/\s+/g, ' ');

/** The plain text before the first match (runs of spaces made one), and the parts from it. */
const atFirstMatch = (parts: readonly TextPart[]): { lead: string; rest: TextPart[] } => {
  const first = parts.findIndex((p) => p.match);
  if (first < 0) return { lead: '', rest: [...parts] };
  const lead = plain(
    parts
      .slice(0, first)
      .map((p) => p.text)
      .join(''),
  );
  return { lead, rest: parts.slice(first) };
};

function Parts({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, i) =>
    part.match ? (
      <mark key={i} className={MARK_CLASS}>
        <VisibleText text={part.text} />
      </mark>
    ) : (
      <span key={i}>
        <VisibleText text={plain(part.text)} />
      </span>
    ),
  );
}

/**
 * The lead shrinks a thousand times faster than the rest, but not below a third of the line, nor
 * below its own width (its characters, in the monospace font's `ch`; wide ones make it less):
 * a short lead is never padded. Written right to left, its box overflows at its start; its text,
 * isolated left to right, keeps its order.
 */
function Lead({ text }: { text: string }) {
  const style: CSSProperties = { minWidth: `min(33%, ${text.length}ch)` };
  return (
    <span
      data-testid="library-hit-lead"
      dir="rtl"
      style={style}
      className="shrink-[1000] truncate text-left"
    >
      <bdi dir="ltr">
        <VisibleText text={text} />
      </bdi>
    </span>
  );
}

/**
 * A space ending the lead would go to its visual start in its right-to-left box (the bidi
 * algorithm's rule L1): it starts the rest instead, kept there by `whitespace-pre` (runs of
 * spaces are already one), so the match keeps its gap and the button's name its words.
 */
export function HitSnippet({ parts }: { parts: readonly TextPart[] }) {
  const { lead, rest } = atFirstMatch(parts);
  const shown = lead.trimEnd();
  return (
    <span data-testid="library-hit-snippet" className="flex min-w-0 font-mono text-fg-soft">
      {shown !== '' && <Lead text={shown} />}
      <span className="min-w-0 overflow-hidden text-ellipsis whitespace-pre">
        {shown.length < lead.length && ' '}
        <Parts parts={rest} />
      </span>
    </span>
  );
}
