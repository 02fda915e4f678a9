import { useMemo, useRef } from 'react';
import { CopyButton } from '../common/copy-button';
import { useLazyHighlight } from './use-lazy-highlight';
import { Highlighted, useMarker } from '../search/highlighted';
import { useT } from '../i18n/language-store';
import { hasInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';

/** A fenced code block: language label, copy button, lazily highlighted body. */
export function CodeBlock({ code, lang }: { code: string; lang: string }) {
  const t = useT();
  const ref = useRef<HTMLPreElement>(null);
  const highlighted = useLazyHighlight(ref, code, lang);
  // Search marks win over syntax colours while the code holds a match.
  const marker = useMarker();
  const matched = useMemo(() => marker !== null && marker.matcher.test(code), [code, marker]);
  // Code is where a bidi override or a zero-width character makes text read otherwise than it
  // runs ("Trojan Source"): such code is drawn with them as codes, without colours, as names are.
  const disguised = useMemo(() => hasInvisible(code), [code]);
  return (
    <div
      data-testid="code-block"
      data-lang={lang || undefined}
      className="my-2 overflow-hidden rounded-md border border-line bg-well"
    >
      <div className="flex items-center justify-between border-b border-line px-2 py-0.5">
        <span className="font-mono text-[11px] text-fg-muted">{lang || t.markdown.plainText}</span>
        <CopyButton text={code} />
      </div>
      <pre
        ref={ref}
        data-highlighted={highlighted !== undefined}
        className="max-h-[32rem] overflow-auto p-2 font-mono text-xs leading-5 text-fg"
      >
        <code>
          {disguised ? (
            <VisibleText text={code} />
          ) : matched ? (
            <Highlighted text={code} />
          ) : (
            (highlighted ?? code)
          )}
        </code>
      </pre>
    </div>
  );
}
