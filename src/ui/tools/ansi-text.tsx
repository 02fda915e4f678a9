import { memo, useMemo, type CSSProperties } from 'react';
import { ansiRuns, type AnsiRun } from './ansi';

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

/** Terminal output with its ANSI colours as styled spans (text only, never markup). */
export const AnsiText = memo(function AnsiText({ text }: { text: string }) {
  const runs = useMemo(() => ansiRuns(text), [text]);
  return (
    <>
      {runs.map((r, i) => {
        const s = style(r);
        return s ? (
          <span key={i} data-ansi="" style={s}>
            {r.text}
          </span>
        ) : (
          r.text
        );
      })}
    </>
  );
});
