import { memo, useMemo, type CSSProperties } from 'react';
import { VisibleText } from '../common/visible-text';
import { ansiRuns, type AnsiEscape, type AnsiRun } from './ansi';
import { useT } from '../i18n/language-store';

function style(run: AnsiRun): CSSProperties | undefined {
  if (
    !run.color &&
    !run.background &&
    !run.bold &&
    !run.dim &&
    !run.italic &&
    !run.underline &&
    !run.strike
  )
    return undefined;
  const deco = [run.underline ? 'underline' : '', run.strike ? 'line-through' : '']
    .filter(Boolean)
    .join(' ');
  return {
    ...(run.color ? { color: run.color } : {}),
    ...(run.background ? { backgroundColor: run.background } : {}),
    ...(run.bold ? { fontWeight: 600 } : {}),
    ...(run.dim ? { opacity: 0.7 } : {}),
    ...(run.italic ? { fontStyle: 'italic' } : {}),
    ...(deco ? { textDecoration: deco } : {}),
  };
}

const MARKER_TONE = 'bg-zinc-200 text-fg-label dark:bg-zinc-700';

function EscapeMarker({ escape: e }: { escape: AnsiEscape }) {
  const t = useT().tools;
  return (
    <span
      data-testid="ansi-escape"
      data-escape={e.label}
      title={t.escapeTitle(e.label, e.meaning, e.raw)}
      className={`mx-px rounded-sm px-1 align-baseline font-sans text-[10px] select-none ${MARKER_TONE}`}
    >
      ⎋ {e.label}
    </span>
  );
}

/**
 * Terminal output with its ANSI colours as styled spans (text only, never markup); other
 * escapes as markers, other invisible characters as their codes.
 */
export const AnsiText = memo(function AnsiText({ text }: { text: string }) {
  const runs = useMemo(() => ansiRuns(text), [text]);
  return (
    <>
      {runs.map((r, i) => {
        if ('escape' in r) return <EscapeMarker key={i} escape={r.escape} />;
        const s = style(r);
        return s ? (
          <span key={i} data-ansi="" style={s}>
            <VisibleText text={r.text} />
          </span>
        ) : (
          <VisibleText key={i} text={r.text} />
        );
      })}
    </>
  );
});
