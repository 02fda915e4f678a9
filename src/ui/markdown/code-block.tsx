import { useMemo, useRef } from 'react';
import { CopyButton } from '../common/copy-button';
import { useLazyHighlight } from './use-lazy-highlight';
import { Highlighted, useMarkRegex } from '../search/highlighted';

/** A fenced code block: language label, copy button, lazily highlighted body. */
export function CodeBlock({ code, lang }: { code: string; lang: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const highlighted = useLazyHighlight(ref, code, lang);
  // Search marks win over syntax colours while the code holds a match.
  const regex = useMarkRegex();
  const matched = useMemo(() => regex !== null && code.search(regex) >= 0, [code, regex]);
  return (
    <div
      data-testid="code-block"
      data-lang={lang || undefined}
      className="my-2 overflow-hidden rounded-md border border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <div className="flex items-center justify-between border-b border-zinc-200 px-2 py-0.5 dark:border-zinc-800">
        <span className="font-mono text-[11px] text-zinc-500 dark:text-zinc-400">
          {lang || 'text'}
        </span>
        <CopyButton text={code} />
      </div>
      <pre
        ref={ref}
        data-highlighted={highlighted !== undefined}
        className="max-h-[32rem] overflow-auto p-2 font-mono text-xs leading-5 text-zinc-800 dark:text-zinc-200"
      >
        <code>{matched ? <Highlighted text={code} /> : (highlighted ?? code)}</code>
      </pre>
    </div>
  );
}
