import type { ReactNode } from 'react';
import { useViewFlag } from '../../docs/doc-context';
import { countLines } from '../../protocol/text-lines';
import { formatBytes, headLines } from './format';
import { useT } from '../i18n/language-store';

export const LONG_TEXT_CHARS = 20_000;
const HEAD_LINES = 40;
const HEAD_CHARS = 8_000;

/**
 * Big text shows its first lines until asked for the rest, so a 5 MB output never reaches the
 * DOM (or a formatter) unless the reader wants it. `render` draws whatever part is visible.
 */
export function LongText({
  text,
  render,
  threshold = LONG_TEXT_CHARS,
  whole,
}: {
  text: string;
  render: (visible: string) => ReactNode;
  threshold?: number;
  /** The size of the whole text when `text` is only its start (one still read from its file). */
  whole?: { length: number; lines: number } | null | undefined;
}) {
  const t = useT();
  const [all, toggle] = useViewFlag('show-all', false);
  if ((whole?.length ?? text.length) <= threshold) return <>{render(text)}</>;
  const label = t.common.longText.size(
    whole?.lines ?? countLines(text),
    formatBytes(whole?.length ?? text.length),
  );
  return (
    <div data-testid="long-text" data-expanded={all}>
      {render(all ? text : headLines(text, HEAD_LINES, HEAD_CHARS))}
      <button
        type="button"
        data-testid="show-all"
        onClick={toggle}
        className="mt-1 rounded px-1.5 py-0.5 text-xs font-medium text-link hover:bg-accent-wash"
      >
        {all ? t.common.longText.showLess : t.common.longText.showAll(label)}
      </button>
    </div>
  );
}
