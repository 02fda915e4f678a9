import { memo, useMemo } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MARKDOWN_COMPONENTS } from './markdown-components';
import { rehypeMarks } from '../search/rehype-marks';
import { useMarker } from '../search/highlighted';
import { INVISIBLE_MARK, invisibleTitle } from '../common/visible-text';
import { useT } from '../i18n/language-store';
import { hasRevealed, rehypeInvisible } from './rehype-invisible';

const PLUGINS = [remarkGfm];

/**
 * GFM markdown from the trace. Raw HTML is never rendered: react-markdown turns it into literal
 * text (no rehype-raw), so `<script>` or `<img onerror>` written by an agent shows as typed.
 */
export const MarkdownText = memo(function MarkdownText({
  text,
  muted = false,
}: {
  text: string;
  muted?: boolean;
}) {
  const marker = useMarker();
  const words = useT().common;
  // Looked for first: most messages hold no control character, and pay no step for them.
  const controls = useMemo(() => hasRevealed(text), [text]);
  const rehype = useMemo(
    () => [
      ...(marker ? [rehypeMarks(marker)] : []),
      ...(controls
        ? [rehypeInvisible({ className: INVISIBLE_MARK, title: (p) => invisibleTitle(words, p) })]
        : []),
    ],
    [marker, controls, words],
  );
  const tone = muted ? 'text-[13px] text-fg-soft' : 'text-sm text-fg';
  return (
    <div className={`min-w-0 leading-relaxed [overflow-wrap:anywhere] ${tone}`}>
      <Markdown remarkPlugins={PLUGINS} rehypePlugins={rehype} components={MARKDOWN_COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
});
