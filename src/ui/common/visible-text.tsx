import { useMemo } from 'react';
import { Highlighted } from '../search/highlighted';
import { hasInvisible, splitInvisible, type InvisibleChar } from './invisible-chars';
import type { Catalog } from '../../i18n/en';
import { useT } from '../i18n/language-store';

/** Fuchsia, a colour the trace's own text never gets, so the code cannot pass for text. */
const CODE_TONE =
  'bg-fuchsia-100 text-fuchsia-800 ring-fuchsia-300 dark:bg-fuchsia-950 dark:text-fuchsia-200 dark:ring-fuchsia-800';

/** How a revealed character's code is drawn, here and in markdown (rehype-invisible.ts). */
export const INVISIBLE_MARK = `mx-px rounded-sm px-0.5 font-mono text-[0.85em] ring-1 ring-inset ${CODE_TONE}`;

/** A revealed character's tooltip: its code and its name, or its family's. */
export const invisibleTitle = (words: Catalog['common'], p: InvisibleChar): string =>
  words.invisibleChar(
    p.code,
    typeof p.name === 'string' ? p.name : words.invisibleFamily[p.name.family],
  );

/**
 * Untrusted text with its invisible characters (bidi overrides, zero-width, controls) drawn as
 * a marked code, so a name cannot pass for another one.
 */
export function VisibleText({ text, path = false }: { text: string; path?: boolean }) {
  const t = useT();
  const parts = useMemo(() => (hasInvisible(text) ? splitInvisible(text) : null), [text]);
  if (parts === null) return <Highlighted text={text} path={path} />;
  return (
    <bdi>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          <Highlighted key={i} text={p} path={path} />
        ) : (
          <span
            key={i}
            data-invisible={p.code}
            title={invisibleTitle(t.common, p)}
            className={INVISIBLE_MARK}
          >
            ⟨{p.code}⟩
          </span>
        ),
      )}
    </bdi>
  );
}
